// Package loggedlookup: an mcp-golang tool whose answer is a lookup that
// failed with only a log line, and the look-alikes that are fine.
package loggedlookup

import (
	"encoding/json"
	"log"
	"os"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

type Args struct {
	Dir string `json:"dir" jsonschema:"required"`
}

type provider interface {
	Images(dir string) ([]string, error)
	Logs(name string) (string, error)
	Cached() []string
}

var p provider

func text(s string) *mcp_golang.ToolResponse {
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(s))
}

// listImages answers "null" when the provider fails: the model is told
// there are no images.
func listImages(a Args) (*mcp_golang.ToolResponse, error) {
	images, err := p.Images(a.Dir)
	if err != nil { // want `tool "list_images": when Images fails, the failure is only logged and the tool answers with the empty value the call left, as a success`
		log.Println(err)
	}
	b, err := json.Marshal(images)
	if err != nil {
		log.Println(err)
	}
	return text(string(b)), nil
}

// logs answers the empty body of a failed read as the instance's logs.
func logs(a Args) (*mcp_golang.ToolResponse, error) {
	body, err := p.Logs(a.Dir)
	if err != nil { // want `tool "logs": when Logs fails, the failure is only logged`
		log.Println(err.Error())
	}
	return text(body), nil
}

// listReturned returns the failure: mcp-golang sends it as an isError
// result. Not reported.
func listReturned(a Args) (*mcp_golang.ToolResponse, error) {
	images, err := p.Images(a.Dir)
	if err != nil {
		log.Println(err)
		return nil, err
	}
	b, _ := json.Marshal(images)
	return text(string(b)), nil
}

// listWithCache answers the cached images beside the fresh ones: the
// failed lookup is one part of the answer. Not reported.
func listWithCache(a Args) (*mcp_golang.ToolResponse, error) {
	cached := p.Cached()
	images, err := p.Images(a.Dir)
	if err != nil {
		log.Println(err)
	}
	b, _ := json.Marshal(append(cached, images...))
	return text(string(b)), nil
}

// hostname answers a value of the server's own when the lookup fails,
// after reading the error. Not reported.
func hostname(a Args) (*mcp_golang.ToolResponse, error) {
	name, err := os.Hostname()
	if err != nil {
		log.Println(err)
	}
	if err != nil {
		name = "localhost"
	}
	return text(name), nil
}

// listZeroed puts an empty value in place of the failed lookup's: the
// same empty answer.
func listZeroed(a Args) (*mcp_golang.ToolResponse, error) {
	images, err := p.Images(a.Dir)
	if err != nil { // want `tool "list_zeroed": when Images fails, the failure is dropped, the value replaced by an empty one, and the tool answers with it, as a success`
		images = nil
	}
	b, _ := json.Marshal(images)
	return text(string(b)), nil
}

// both answers with two lookups whose failures are both dropped: the
// answer stands on failed calls only.
func both(a Args) (*mcp_golang.ToolResponse, error) {
	images, err := p.Images(a.Dir)
	if err != nil { // want `tool "both": when Images fails, the failure is only logged`
		log.Println(err)
	}
	body, err := p.Logs(a.Dir)
	if err != nil { // want `tool "both": when Logs fails, the failure is dropped, the value replaced by an empty one`
		body = ""
	}
	b, _ := json.Marshal(map[string]any{"images": images, "logs": body})
	return text(string(b)), nil
}

// oneChecked answers with a lookup it checks and one it drops: the
// answer stands on the checked one too, a degraded answer. Not reported.
func oneChecked(a Args) (*mcp_golang.ToolResponse, error) {
	images, err := p.Images(a.Dir)
	if err != nil {
		return nil, err
	}
	body, err := p.Logs(a.Dir)
	if err != nil {
		body = ""
	}
	b, _ := json.Marshal(map[string]any{"images": images, "logs": body})
	return text(string(b)), nil
}

type client interface {
	Info() (string, error)
}

func newClient(dir string) (client, error) { return nil, nil }

// clientInfo answers with what a second, checked call on the value
// returns: data of its own. Not reported by this rule.
func clientInfo(a Args) (*mcp_golang.ToolResponse, error) {
	cli, err := newClient(a.Dir)
	if err != nil {
		log.Println(err)
	}
	info, err := cli.Info()
	if err != nil {
		return nil, err
	}
	return text(info), nil
}

// fatal ends the process on the failure: no answer goes out, so not
// reported by this rule (the process-ending rule reports it).
func fatal(a Args) (*mcp_golang.ToolResponse, error) {
	images, err := p.Images(a.Dir)
	if err != nil {
		log.Fatalf("images: %v", err) // want `tool "fatal": log.Fatalf ends the server process`
	}
	b, _ := json.Marshal(images)
	return text(string(b)), nil
}

func Register(s *mcp_golang.Server) {
	_ = s.RegisterTool("client_info", "Client info.", clientInfo)
	_ = s.RegisterTool("fatal", "Lists images.", fatal)
	_ = s.RegisterTool("list_zeroed", "Lists images.", listZeroed)
	_ = s.RegisterTool("both", "Lists images and logs.", both)
	_ = s.RegisterTool("one_checked", "Lists images and logs.", oneChecked)
	_ = s.RegisterTool("list_images", "Lists images.", listImages)
	_ = s.RegisterTool("logs", "Reads logs.", logs)
	_ = s.RegisterTool("list_returned", "Lists images.", listReturned)
	_ = s.RegisterTool("list_with_cache", "Lists images.", listWithCache)
	_ = s.RegisterTool("hostname", "Names the host.", hostname)
}
