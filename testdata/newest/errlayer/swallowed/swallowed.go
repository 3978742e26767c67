// Package swallowed: failures a tool drops on its way to a success.
package swallowed

import (
	"context"
	"fmt"
	"log"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type searchArgs struct {
	Query string   `json:"query"`
	Since string   `json:"since,omitempty"`
	Limit string   `json:"limit,omitempty"`
	IDs   []string `json:"ids,omitempty"`
}

type store interface {
	Search(q string, since time.Time, limit int) ([]string, error)
	Get(id string) (string, error)
	Tags() ([]string, error)
	Close() error
}

var db store

// search drops a since that does not parse: the model asked for a
// filter and gets everything, with no word of it.
func search(ctx context.Context, req *mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, any, error) {
	var since time.Time
	if t, err := time.Parse(time.RFC3339, args.Since); err == nil { // want `tool "search": when time.Parse fails on argument "[a-z]*", the handler drops it without a word .it uses the value only when the parse succeeds. and answers as if the model had not given it`
		since = t
	}
	limit := 10 // the default the author chose, for a bad value too: not reported
	n, err := strconv.Atoi(args.Limit)
	if err == nil {
		limit = n
	}
	hits, err := db.Search(args.Query, since, limit)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(hits, "\n")}}}, nil, nil
}

// recent tidies the argument and tests it for emptiness before parsing
// it: a value that does not parse is still dropped (sp-api-mcp-go).
func recent(ctx context.Context, req *mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, any, error) {
	var since time.Time
	if s := strings.TrimSpace(args.Since); s != "" {
		if t, err := time.Parse(time.RFC3339, s); err == nil { // want `tool "recent": when time.Parse fails on argument "[a-z]*", the handler drops it`
			since = t
		}
	}
	hits, err := db.Search(args.Query, since, 10)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(hits, "\n")}}}, nil, nil
}

// recentNoted says in its answer what it made of the argument: not
// reported.
func recentNoted(ctx context.Context, req *mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, any, error) {
	var since time.Time
	note := ""
	if s := strings.TrimSpace(args.Since); s != "" {
		if t, err := time.Parse(time.RFC3339, s); err == nil {
			since = t
		}
		note = "since " + s + " as " + since.String()
	}
	hits, err := db.Search(args.Query, since, 10)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: note + strings.Join(hits, "\n")}}}, nil, nil
}

// fetch skips every id the model asked for that fails, and says nothing.
func fetch(ctx context.Context, req *mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, any, error) {
	var out []string
	for _, id := range args.IDs {
		doc, err := db.Get(id)
		if err != nil { // want `tool "fetch": an item the model asked for is skipped when Get fails on it, with no word in the answer, which reports success`
			log.Printf("get %s: %v", id, err)
			continue
		}
		out = append(out, doc)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(out, "\n")}}}, nil, nil
}

// tags logs the failure and answers with the empty list it left: the
// list is the whole answer, so the model reads "no tags" as the truth.
func tags(ctx context.Context, req *mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, any, error) {
	list, err := db.Tags()
	if err != nil { // want `tool "tags": when Tags fails, the failure is only logged and the tool answers with the empty value the call left, as a success`
		slog.Error("tags", "err", err)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(list, ",")}}}, nil, nil
}

// taggedHits logs the failed tags and answers the hits without them: the
// tags are one part of an answer that stands on other data, a degraded
// answer the author may have chosen. Not reported.
func taggedHits(ctx context.Context, req *mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, any, error) {
	hits, err := db.Search(args.Query, time.Time{}, 10)
	if err != nil {
		return nil, nil, err
	}
	list, err := db.Tags()
	if err != nil {
		slog.Error("tags", "err", err)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(hits, ",") + " tags: " + strings.Join(list, ",")}}}, nil, nil
}

// tagsOrDefault puts a value of its own in the failed list's place and
// says so. Not reported.
func tagsOrDefault(ctx context.Context, req *mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, any, error) {
	list, err := db.Tags()
	if err != nil {
		slog.Error("tags", "err", err)
	}
	if list == nil {
		list = []string{"(tags unavailable)"}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(list, ",")}}}, nil, nil
}

// tagsChecked logs the failure and answers it below. Not reported.
func tagsChecked(ctx context.Context, req *mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, any, error) {
	list, err := db.Tags()
	if err != nil {
		slog.Error("tags", "err", err)
	}
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(list, ",")}}}, nil, nil
}

// Look-alikes: the failure is answered, kept, best effort, or the input is
// not the model's.
func lookalikes(ctx context.Context, req *mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, any, error) {
	since := time.Time{}
	if t, err := time.Parse(time.RFC3339, args.Since); err == nil {
		since = t
	} else if args.Since != "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "since: " + err.Error()}}}, nil, nil
	}
	n, err := strconv.Atoi(args.Limit)
	if err == nil {
		n *= 2
	}
	if err != nil && args.Limit != "" { // the same error, answered below
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "limit: " + err.Error()}}}, nil, nil
	}
	if d, err := time.ParseDuration(os.Getenv("TIMEOUT")); err == nil { // configuration, not the model's input
		since = since.Add(-d)
	}
	var failed []string
	for _, id := range args.IDs {
		if _, err := db.Get(id); err != nil {
			failed = append(failed, id) // kept: told below
			continue
		}
	}
	if t, err := time.Parse(time.RFC3339, args.Query); err == nil { // the query is sent as it is below: only a hint is lost
		since = t
	}
	hits, _ := db.Search(args.Query, since, n)
	for _, h := range hits { // the server's answer to the query, not items the model named
		if _, err := db.Get(h); err != nil {
			log.Print(err)
			continue
		}
	}
	all, _ := db.Tags()
	for _, t := range all { // the server's own list, not the model's
		if _, err := db.Get(t); err != nil {
			continue
		}
	}
	if err := db.Close(); err != nil { // best effort
		log.Print(err)
	}
	list, err := db.Tags()
	if err != nil {
		log.Print(err)
		return nil, nil, fmt.Errorf("tags: %w", err)
	}
	_, err = db.Tags()
	if err != nil { // logged, and no value of it is used
		log.Print(err)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(since, n, failed, list)}}}, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, search)
	mcp.AddTool(s, &mcp.Tool{Name: "fetch"}, fetch)
	mcp.AddTool(s, &mcp.Tool{Name: "tags"}, tags)
	mcp.AddTool(s, &mcp.Tool{Name: "tagged_hits"}, taggedHits)
	mcp.AddTool(s, &mcp.Tool{Name: "tags_or_default"}, tagsOrDefault)
	mcp.AddTool(s, &mcp.Tool{Name: "tags_checked"}, tagsChecked)
	mcp.AddTool(s, &mcp.Tool{Name: "lookalikes"}, lookalikes)
	mcp.AddTool(s, &mcp.Tool{Name: "recent"}, recent)
	mcp.AddTool(s, &mcp.Tool{Name: "recentNoted"}, recentNoted)
}
