// Package negslice: tools that slice their answer by an integer argument.
package negslice

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var names = []string{"a", "b", "c"}

// page slices by its parameters: a negative offset panics.
func page(offset, limit int) []string {
	if offset >= len(names) {
		return nil
	}
	end := offset + limit
	if end > len(names) {
		end = len(names)
	}
	return names[offset:end]
}

// clamped checks its parameter against zero first.
func clamped(offset int) []string {
	if offset < 0 {
		offset = 0
	}
	if offset > len(names) {
		offset = len(names)
	}
	return names[offset:]
}

// lines checks start against 0 and end against start: both bounded.
func lines(start, end int) ([]string, error) {
	start = max(start-1, 0)
	if end >= len(names) {
		end = len(names) - 1
	}
	if end < start {
		return nil, errors.New("end before start")
	}
	return names[start : end+1], nil
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

func list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	limit := 10
	if l, ok := args["limit"].(float64); ok {
		limit = int(l)
	}
	out := page(0, limit) // want `tool "list": this argument of the model reaches a slice bound in page \(server.go:24, parameter limit\) with no check against 0`
	offset := req.GetInt("offset", 0)
	out = page(offset, limit) // want `tool "list": this argument of the model reaches a slice bound in page \(server.go:24, parameter offset\) with no check against 0`
	return mcp.NewToolResultText(strings.Join(out, ",")), nil
}

func describe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	size := req.GetInt("max_length", 100)
	return mcp.NewToolResultText(truncate("a long description", size)), nil // want `tool "describe": this argument of the model reaches a slice bound in truncate`
}

// checked tests the argument in the handler; safe reads a clamped helper;
// fixed passes a constant.
func checked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	offset := req.GetInt("offset", 0)
	if offset < 0 {
		return mcp.NewToolResultError("offset must not be negative"), nil
	}
	size := max(req.GetInt("max_length", 100), 0)
	return mcp.NewToolResultText(strings.Join(page(offset, 10), ",") + truncate("x", size)), nil
}

func safe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if out, err := lines(req.GetInt("start", 1), req.GetInt("end", 1)); err == nil {
		return mcp.NewToolResultText(strings.Join(out, ",")), nil
	}
	return mcp.NewToolResultText(strings.Join(clamped(req.GetInt("offset", 0)), ",") + truncate("x", 5)), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list", mcp.WithNumber("limit"), mcp.WithNumber("offset")), list)
	s.AddTool(mcp.NewTool("describe", mcp.WithNumber("max_length")), describe)
	s.AddTool(mcp.NewTool("checked", mcp.WithNumber("offset"), mcp.WithNumber("max_length")), checked)
	s.AddTool(mcp.NewTool("safe", mcp.WithNumber("offset"), mcp.WithNumber("start"), mcp.WithNumber("end")), safe)
}

type searchArgs struct {
	Limit int    `json:"limit"`
	Skip  uint   `json:"skip"`
	Query string `json:"query"`
}

// searchTyped slices its results by the model's limit behind a guard that
// lets a negative value through (len(results) > -1 holds).
func searchTyped(ctx context.Context, req mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, error) {
	results := strings.Fields(args.Query)
	if len(results) > args.Limit {
		results = results[:args.Limit] // want `tool "search_typed": this slice bound is an argument of the model with no check against 0`
	}
	return mcp.NewToolResultText(strings.Join(results, ",")), nil
}

// searchChecked tests the limit against zero first; skip is unsigned and
// a constant bound is the author's.
func searchChecked(ctx context.Context, req mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, error) {
	results := strings.Fields(args.Query)
	if args.Limit > 0 && len(results) > args.Limit {
		results = results[:args.Limit]
	}
	if int(args.Skip) < len(results) {
		results = results[args.Skip:]
	}
	return mcp.NewToolResultText(strings.Join(results[:min(len(results), 3)], ",")), nil
}

func RegisterTyped(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search_typed", mcp.WithNumber("limit"), mcp.WithString("query")), mcp.NewTypedToolHandler(searchTyped))
	s.AddTool(mcp.NewTool("search_checked", mcp.WithNumber("limit"), mcp.WithNumber("skip"), mcp.WithString("query")), mcp.NewTypedToolHandler(searchChecked))
}

// firstOf slices by a field of the options it is given; firstOfChecked
// refuses a negative one first.
func firstOf(opt searchArgs) []string {
	words := strings.Fields(opt.Query)
	if len(words) > opt.Limit {
		words = words[:opt.Limit]
	}
	return words
}

func firstOfChecked(opt searchArgs) []string {
	words := strings.Fields(opt.Query)
	if opt.Limit < 0 {
		return nil
	}
	return words[:min(len(words), opt.Limit)]
}

// firstClamped clamps the limit with a helper of the project first.
func firstClamped(opt searchArgs) []string {
	opt.Limit = clampInt(opt.Limit, 1, 50)
	words := strings.Fields(opt.Query)
	if len(words) > opt.Limit {
		words = words[:opt.Limit]
	}
	return words
}

func clampInt(v, lo, hi int) int {
	return min(max(v, lo), hi)
}

func searchFirst(ctx context.Context, req mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, error) {
	out := append(firstClamped(args), firstOf(args)...) // want `tool "search_first": field Limit of the model's arguments reaches a slice bound in firstOf \(server.go:\d+, as opt.Limit\) with no check against 0`
	return mcp.NewToolResultText(strings.Join(append(out, firstOfChecked(args)...), ",")), nil
}

func searchFirstChecked(ctx context.Context, req mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, error) {
	if args.Limit < 1 {
		return mcp.NewToolResultError("limit must be at least 1"), nil
	}
	return mcp.NewToolResultText(strings.Join(firstOf(args), ",")), nil
}

func RegisterFirst(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search_first", mcp.WithNumber("limit"), mcp.WithString("query")), mcp.NewTypedToolHandler(searchFirst))
	s.AddTool(mcp.NewTool("search_first_checked", mcp.WithNumber("limit"), mcp.WithString("query")), mcp.NewTypedToolHandler(searchFirstChecked))
}

// consume allocates room for the messages the model asks for: make
// panics on a negative size as a slice expression does.
func consume(topic string, max int) []string {
	out := make([]string, 0, max)
	return append(out, topic)
}

// consumeBounded allocates no more than it was checked for.
func consumeBounded(topic string, max int) []string {
	if max <= 0 {
		max = 10
	}
	return append(make([]string, 0, max), topic)
}

func consumeMessages(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := req.GetInt("max_messages", 10)
	out := consume("orders", n) // want `tool "consume_messages": this argument of the model reaches the size of a slice that make allocates in consume \(server.go:\d+, parameter max\) with no check against 0: a negative value panics \(makeslice: len or cap out of range\)`
	out = append(out, consumeBounded("audit", n)...)
	buf := make([]byte, req.GetInt("size", 64)) // want `tool "consume_messages": this size of a slice that make allocates is an argument of the model with no check against 0`
	fixed := make([]byte, 0, 16)
	return mcp.NewToolResultText(strings.Join(out, ",") + string(buf) + string(fixed)), nil
}

func RegisterConsume(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("consume_messages", mcp.WithNumber("max_messages"), mcp.WithNumber("size")), consumeMessages)
}

// pageHosts pages by hand; both numbers are taken only when positive
// (`ok && v > 0` on the float64 the argument map holds), so neither
// bound can go negative.
func pageHosts(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	page, pageSize := 1, 20
	if v, ok := args["page"].(float64); ok && v > 0 {
		page = int(v)
	}
	if v, ok := args["page_size"].(float64); ok && v > 0 && v <= 100 {
		pageSize = int(v)
	}
	all := []string{"a", "b", "c"}
	start := (page - 1) * pageSize
	end := start + pageSize
	if end > len(all) {
		end = len(all)
	}
	var hosts []string
	if start < len(all) {
		hosts = all[start:end]
	}
	return mcp.NewToolResultText(strings.Join(hosts, ",")), nil
}

// pageUnchecked takes any page size: a negative one makes end negative.
func pageUnchecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	pageSize := 20
	if v, ok := args["page_size"].(float64); ok {
		pageSize = int(v)
	}
	all := []string{"a", "b", "c"}
	end := pageSize
	if end > len(all) {
		end = len(all)
	}
	return mcp.NewToolResultText(strings.Join(all[:end], ",")), nil // want `tool "page_unchecked": this slice bound is an argument of the model with no check against 0`
}

func RegisterPages(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("page_hosts", mcp.WithNumber("page"), mcp.WithNumber("page_size")), pageHosts)
	s.AddTool(mcp.NewTool("page_unchecked", mcp.WithNumber("page_size")), pageUnchecked)
}

// query is a struct the handler builds from the arguments and hands on.
type query struct {
	Name  string
	Limit int
}

// resolve defaults a zero limit: a negative one still reaches the bound.
func resolve(q query) []string {
	items := []string{"a", "b", "c"}
	if q.Limit == 0 {
		q.Limit = 2
	}
	if len(items) > q.Limit {
		items = items[:q.Limit]
	}
	return items
}

func resolveTeam(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := query{Name: req.GetString("name", ""), Limit: req.GetInt("limit", 0)} // want `tool "resolve_team": this argument of the model, as field Limit, reaches a slice bound in resolve \(server.go:\d+, as q.Limit\) with no check against 0`
	return mcp.NewToolResultText(strings.Join(resolve(q), ",")), nil
}

func resolvePlayer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit := req.GetInt("limit", 0)
	return mcp.NewToolResultText(strings.Join(resolve(query{Limit: limit}), ",")), nil // want `tool "resolve_player": this argument of the model, as field Limit, reaches a slice bound in resolve`
}

// resolveChecked refuses a limit below 1 before it builds the query.
func resolveChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit := req.GetInt("limit", 0)
	if limit < 1 {
		return mcp.NewToolResultError("limit must be at least 1"), nil
	}
	return mcp.NewToolResultText(strings.Join(resolve(query{Limit: limit}), ",")), nil
}

// resolveFixed hands on a constant limit, not the model's.
func resolveFixed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := query{Name: req.GetString("name", ""), Limit: 2}
	return mcp.NewToolResultText(strings.Join(resolve(q), ",")), nil
}

// window pages by an offset and a limit: a negative value of either
// makes a bound negative or the end fall before the start.
type window struct {
	Offset, Limit int
}

func paged(w window) []string {
	end := w.Offset + w.Limit
	if end > len(names) {
		end = len(names)
	}
	return names[w.Offset:end]
}

func newsDigest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	w := window{
		Offset: req.GetInt("offset", 0), // want `tool "news_digest": this argument of the model, as field Offset, reaches a slice bound in paged`
		Limit:  req.GetInt("limit", 10), // want `tool "news_digest": this argument of the model, as field Limit, reaches a slice bound in paged`
	}
	return mcp.NewToolResultText(strings.Join(paged(w), ",")), nil
}

func RegisterResolve(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("news_digest", mcp.WithNumber("offset"), mcp.WithNumber("limit")), newsDigest)
	s.AddTool(mcp.NewTool("resolve_team", mcp.WithString("name"), mcp.WithNumber("limit")), resolveTeam)
	s.AddTool(mcp.NewTool("resolve_player", mcp.WithNumber("limit")), resolvePlayer)
	s.AddTool(mcp.NewTool("resolve_checked", mcp.WithNumber("limit")), resolveChecked)
	s.AddTool(mcp.NewTool("resolve_fixed", mcp.WithString("name")), resolveFixed)
}

// normalizeLimit clamps a limit to [1, 50].
func normalizeLimit(n int) int {
	if n <= 0 {
		return 10
	}
	return min(n, 50)
}

type pageRequest struct {
	Limit int
}

// normalizedPage puts its parameter through a normalizing function
// before the bound: the value is the function's, not reported.
func normalizedPage(limit int, req pageRequest) []string {
	limit = normalizeLimit(limit)
	req.Limit = normalizeLimit(req.Limit)
	if len(names) > limit {
		return names[:limit]
	}
	return names[:req.Limit]
}

func normalized(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := req.GetInt("limit", 10)
	return mcp.NewToolResultText(strings.Join(normalizedPage(n, pageRequest{Limit: n}), ",")), nil
}

func RegisterNormalized(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("normalized", mcp.WithNumber("limit")), normalized)
}
