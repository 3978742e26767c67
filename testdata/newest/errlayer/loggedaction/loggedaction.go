// Package loggedaction: a tool's own action that fails with only a log
// line before the success answer, and the look-alikes that are fine.
package loggedaction

import (
	"context"
	"errors"
	"fmt"
	"log"
	"log/slog"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type appArgs struct {
	Namespace string   `json:"namespace"`
	Name      string   `json:"name"`
	Items     []string `json:"items,omitempty"`
}

var errNotFound = errors.New("not found")

type objects interface {
	Delete(ctx context.Context, name string) error
	Get(ctx context.Context, name string) (string, error)
}

type cluster interface {
	Deployments(ns string) objects
	Services(ns string) objects
}

type memo interface {
	Set(key, value string) error
}

var (
	k8s       cluster
	respCache memo
)

func done(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// undeploy logs the failed deletes and reports the removal anyway.
func undeploy(ctx context.Context, req *mcp.CallToolRequest, args appArgs) (*mcp.CallToolResult, any, error) {
	err := k8s.Deployments(args.Namespace).Delete(ctx, "sleep")
	if err != nil && !errors.Is(err, errNotFound) { // want `tool "undeploy": when Delete fails, the failure is only logged and the tool goes on to its success answer, so the model is told the action happened`
		log.Printf("delete deployment: %v", err)
	}
	if err := k8s.Services(args.Namespace).Delete(ctx, args.Name); err != nil { // want `tool "undeploy": when Delete fails, the failure is only logged`
		slog.Warn("delete service", "err", err)
	}
	return done("sleep app removed from " + args.Namespace), nil, nil
}

// undeployNoted says in its answer what failed: not reported.
func undeployNoted(ctx context.Context, req *mcp.CallToolRequest, args appArgs) (*mcp.CallToolResult, any, error) {
	msg := "sleep app removed"
	if err := k8s.Deployments(args.Namespace).Delete(ctx, "sleep"); err != nil {
		log.Printf("delete deployment: %v", err)
		msg += " (warning: the deployment could not be deleted)"
	}
	return done(msg), nil, nil
}

// undeployChecked reads the error after the log line: not reported.
func undeployChecked(ctx context.Context, req *mcp.CallToolRequest, args appArgs) (*mcp.CallToolResult, any, error) {
	err := k8s.Deployments(args.Namespace).Delete(ctx, "sleep")
	if err != nil {
		log.Printf("delete deployment: %v", err)
	}
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil
	}
	return done("removed"), nil, nil
}

// cached stores its answer in the server's cache: the cache's failure is
// the server's, not the tool's. Not reported.
func cached(ctx context.Context, req *mcp.CallToolRequest, args appArgs) (*mcp.CallToolResult, any, error) {
	v, err := k8s.Deployments(args.Namespace).Get(ctx, args.Name)
	if err != nil {
		return nil, nil, err
	}
	if err := respCache.Set(args.Name, v); err != nil {
		log.Printf("cache: %v", err)
	}
	return done(v), nil, nil
}

// bulk deletes every item it was given: a loop's failed item is the
// skipped-write rule's, not this one's.
func bulk(ctx context.Context, req *mcp.CallToolRequest, args appArgs) (*mcp.CallToolResult, any, error) {
	for _, it := range args.Items {
		if err := k8s.Deployments(args.Namespace).Delete(ctx, it); err != nil {
			log.Printf("delete %s: %v", it, err) // want `tool "bulk": when objects.Delete fails, the item's write is only logged here and the loop goes on`
		}
	}
	return done(fmt.Sprint(len(args.Items), " deleted")), nil, nil
}

// fixed deletes a name of the server's own, not the model's: a cleanup
// of its own state. Not reported.
func fixed(ctx context.Context, req *mcp.CallToolRequest, args appArgs) (*mcp.CallToolResult, any, error) {
	v, err := k8s.Deployments(args.Namespace).Get(ctx, args.Name)
	if err != nil {
		return nil, nil, err
	}
	if err := k8s.Deployments("scratch").Delete(ctx, "tmp"); err != nil {
		log.Printf("cleanup: %v", err)
	}
	return done(v), nil, nil
}

// lookup logs a failed read whose empty value is then the whole answer:
// reported by the logged-lookup rule, not as an action.
func lookup(ctx context.Context, req *mcp.CallToolRequest, args appArgs) (*mcp.CallToolResult, any, error) {
	v, err := k8s.Deployments(args.Namespace).Get(ctx, args.Name)
	if err != nil { // want `tool "lookup": when Get fails, the failure is only logged and the tool answers with the empty value the call left`
		log.Printf("get: %v", err)
	}
	return done("status of " + args.Name + ": " + v), nil, nil
}

// lookupBoth answers the service it read with the deployment it could
// not: the answer stands on other data too. Not reported.
func lookupBoth(ctx context.Context, req *mcp.CallToolRequest, args appArgs) (*mcp.CallToolResult, any, error) {
	svc, err := k8s.Services(args.Namespace).Get(ctx, args.Name)
	if err != nil {
		return nil, nil, err
	}
	v, err := k8s.Deployments(args.Namespace).Get(ctx, args.Name)
	if err != nil {
		log.Printf("get: %v", err)
	}
	line := fmt.Sprintf("service %s, deployment %s", svc, v)
	return done(line), nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "undeploy"}, undeploy)
	mcp.AddTool(s, &mcp.Tool{Name: "undeploy_noted"}, undeployNoted)
	mcp.AddTool(s, &mcp.Tool{Name: "undeploy_checked"}, undeployChecked)
	mcp.AddTool(s, &mcp.Tool{Name: "cached"}, cached)
	mcp.AddTool(s, &mcp.Tool{Name: "bulk"}, bulk)
	mcp.AddTool(s, &mcp.Tool{Name: "fixed"}, fixed)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, lookup)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup_both"}, lookupBoth)
}
