// Package errlayer defines an Analyzer that checks MCP servers written in Go.
//
// # Analyzer errlayer
//
// errlayer: reports tool failures sent on the wrong layer (JSON-RPC error vs isError result)
//
// A model can only fix what it can read. A tool execution failure (an
// upstream API error, a business rule, and since spec 2025-11-25 a bad
// argument) belongs in the tool result with isError set; a JSON-RPC error
// reaches the client but not the model. Which one a returned Go error
// becomes depends on the SDK and on how the handler was registered; the
// check asks the shared model, follows the error value back through the
// handler (variables, fmt.Errorf wrapping, helpers of this and other
// packages through facts) and stays silent when it cannot tell.
//
// Category jsonrpc-business-error: a go-sdk raw handler ((*mcp.Server).AddTool,
// JSON-RPC code 0) or an mcp-go handler (AddTool, NewTypedToolHandler,
// -32603) returns an error that may be non-nil and is not a deliberate
// protocol error. Not reported: nil, helpers whose error is always nil,
// ctx.Err() and context.Canceled, *jsonrpc.Error values and
// mcp.ResourceNotFoundError in go-sdk raw handlers (wrapped with %w too),
// mcp-go's URLElicitationRequiredError, handlers behind a wrapper or
// server middleware that converts errors, errors that come only from a
// pure parser of this package (no I/O) applied to constants or to fields
// of the handler's receiver or captured variables it never writes (a
// misconfigured server: parseProxiedToolName(h.toolName)), a new error
// under a test that a parse of the routed tool name (req.Params.Name,
// which the SDK matched to a registered name) by a function of the name
// alone failed, or that parser's own error, the error of sealing the multi-round-trip
// RequestState (a call whose value is used only as the result's
// RequestState), a new error under a test of a value taken from the
// request context (ctx.Value: the server's middleware did not set it),
// url.Parse and http.NewRequest of a URL built only from the server's
// configuration, json.NewEncoder(buf).Encode into memory, a failed
// assertion of req.Params.Arguments after absent arguments were answered
// (arguments that are not an object: a malformed request; the assertion
// alone also fails on absent arguments, which tools/call allows, and is
// reported), and argument-validation errors (RequireString, BindArguments, json.Unmarshal
// of the arguments) under -mcp.spec=2025-06-18. A handler whose body is in another package is
// reported at its registration, naming the returns (and pointing at them, as related positions,
// when the driver loaded that package from source). So is a handler of a hand-rolled server's
// tool table whose dispatcher answers its errors with JSON-RPC errors, once per tool, wherever
// its body is: its package need import nothing MCP, a func([ctx,] args) (T, error) with untyped
// arguments (a map keyed by string, json.RawMessage) is enough. mcp-go v0.1.0's one
// HandleCallTool function is read the same way, one tool per case of its switch on the name
// that returns a call. An error that a helper returns from the function literal it runs
// (return run()) is that literal's. go-mcp (ThinkInAIXYZ/go-mcp) handlers
// are read like mcp-go's (-32603).
//
// The same category covers tools outside SDK handler types, reported once
// per place: a hand-rolled tools/call branch whose error response (its
// code read through the package's helpers, such as createErrorResponse(id,
// -32603, err.Error())) carries a tool's execution error (tool.Execute, a
// handler function value, a registry method that forwards one), unless the
// code is -32700, -32600, -32601 or -32602 (a function the branch hands
// the request's params to, which reads the arguments out of them and runs
// the tool itself, counts as the tool's execution, and its own returns are
// the tools'); an SDK adapter that serves
// every tool and returns the error of the tool it runs; and an mcp-go
// proxy that registers an upstream client's CallTool as the handler
// (s.AddTool(tool, upstream.CallTool)): an upstream that is down or
// answers a JSON-RPC error becomes -32603. Under -mcp.spec 2025-11-25 or
// later, so is a hand-rolled tools/call branch (or a function it hands the
// arguments to) that answers a failed check of an argument with -32602
// (`ops, ok := args["operations"].([]any); if !ok { sendError(id, -32602,
// ...) }`, or a struct the arguments were decoded into): an invalid argument is a tool execution error, which the model
// reads and corrects. So is a method handler that a JSON-RPC library
// (one that knows nothing of MCP) routes tools/call to
// (`server.On("tools/call", jsonrpc2.Call(h.ToolsCall))`) and that returns
// a tool's execution error: the library answers it with a JSON-RPC error;
// and a tool written inline as one case of a switch on the tool's name
// whose failure (an upstream or service call's error, tested where it is
// answered) gets an error response with -32603 or a project code.
//
//	s.AddTool(mcp.NewTool("search"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//		q, err := req.RequireString("query")
//		if err != nil {
//			return nil, err // bad: JSON-RPC -32603, the model never reads it
//		}
//		...
//	})
//
//	if err != nil {
//		return mcp.NewToolResultErrorFromErr("search failed", err), nil // good
//	}
//
// Category nil-result: (nil, nil) from a go-sdk raw handler ("result": null;
// a process crash on 2026-07-28 requests), an mcp-go handler (-32603
// "handler returned no result" since v1.2.0, "result": null from v0.44,
// a crash up to v0.43) or an mcp-golang handler (a crash); and a nil *Out
// with a nil error from a go-sdk v1.0-v1.2 typed handler whose tool
// declares its own OutputSchema (null fails it: a JSON-RPC error, code 0).
//
//	return nil, nil // bad
//
//	return mcp.NewToolResultText("no matches"), nil // good
//
// Category typed-protocol-error: a go-sdk typed handler (mcp.AddTool) turns
// returned errors into isError results, except an unwrapped *jsonrpc.Error,
// which it sends as a JSON-RPC error. Reported for codes that mark a tool
// failure (-32602 since 2025-11-25, -32601, mcp.ResourceNotFoundError);
// not for -32603, -32042 (URL elicitation), -32021 (missing capability)
// or codes outside the JSON-RPC range, which servers use on purpose (a
// 401 that triggers re-authentication).
//
//	return nil, Out{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "no such city"} // bad
//
//	return nil, Out{}, fmt.Errorf("no such city %q", in.City) // good: an isError result
//
// Category wrapped-protocol-error: a go-sdk typed handler returns a
// *jsonrpc.Error wrapped with %w. The SDK recognises only the unwrapped
// value, so the protocol error the author meant becomes an isError result.
//
//	return nil, Out{}, fmt.Errorf("auth: %w", errUnauthorized) // bad
//
//	return nil, Out{}, errUnauthorized // good
//
// Category hidden-error: inside an `if err != nil` branch, a tool returns a
// success result that carries the error's text, without isError, so the
// client and the model take the failure for an answer: an SDK text
// result, a CallToolResult literal, mcp-golang's ToolResponse (which has
// no isError at all), a project helper that builds one of these from its
// argument (textResult(err.Error()), in this package or another one), or a
// typed handler's structured output with the text in a field named for
// errors (out.Error = err.Error()), or a value whose error field a
// function of the project filled (resp := client.Launch(p); return
// jsonResult(resp), with Launch setting ErrorMessage = err.Error() on its
// failures, or a failure text of its own, Error: "cmd is required":
// ErrorFieldFact) that the tool sends without a look at the field, as its
// structured output or through mcp-go's NewToolResultStructured, or the
// text of a helper of this package or another one that answers a failure
// with a nil error (FailureTextFact). A helper whose name says it reports an
// error (ErrorResponse, errResult) but that sets no isError is reported at
// every return that uses it. The returns of the functions a handler only
// delegates to (`return handleX(ctx, req, in)`) count as its own. A
// success in a branch that tests an HTTP status for failure (`resp.StatusCode
// != 200`), a text that states a failure ("not found", "Could not ...",
// "BGG_USERNAME environment variable not set"), a hand-rolled result map
// without "isError", the text a hand-rolled tool (a case of a switch on
// the tool name) returns with a nil error, or that such a case returns
// straight from another package's helper that answers a failure as text
// (`return s.client.GetTag(owner, repo, tag)`), a hand-rolled case
// tool's answer through an error-named helper of the package whose
// result has content and no isError, or a bare {"error": ...} map, the
// same shapes in the functions a router of a package with no SDK calls
// per tool name (their result a project type with IsError), and a
// hand-rolled payload
// handler's (func(args) (any, error)) {"success": false, "error": ...}
// returned with a nil error to a dispatcher that answers handler errors
// with isError are the same finding. A success that a fallback's success
// guards (`if retryErr == nil { return text(note + retry), nil }`) is not.
//
//	if err != nil {
//		return mcp.NewToolResultText("failed: " + err.Error()), nil // bad
//	}
//
//	if err != nil {
//		return mcp.NewToolResultError("failed: " + err.Error()), nil // good
//	}
//
// Category swallowed-error: a failure the tool drops on its way to a
// successful answer: an argument that a call fails on ignored by `if err ==
// nil { ... }` with no else (the argument read nowhere else); an item of
// an argument list, or an item the tool gathers from its store or API,
// skipped by `continue` with only a log line (here, or in a function of
// another package the tool calls: SkippedFailureFact, also behind a
// tool value a registration helper hands its shared handler); an action
// of the tool (a call whose one result is its error, handed the model's
// arguments) that fails with only a log line before the success answer,
// outside any loop; a lookup whose value is the whole success answer
// (`images, err := p.GetImages(ctx); if err != nil { log.Println(err) }`,
// then the images encoded as the answer) that fails with only a log line,
// so the model reads the empty value as "nothing found" (a lookup that is
// one part of an answer standing on other data is a degraded answer, left
// alone); a failure (not a cancellation, not the server's own encoding)
// answered with a success that holds nothing but empty lists and zero
// values (`if err != nil { return nil, Out{Tasks: []Task{}}, nil }`), by a
// tool that checks nothing; an item's
// write (Save, Insert, Exec) whose failure the loop only logs; a
// directory walk whose callback answers every error with nil, the root's
// own too, for a root the tool was handed; a result set read
// by `for rows.Next()` with no rows.Err() after it; an error thrown away
// with a blank identifier where the value comes from outside the process
// (`out, _, _ := run(ctx, "ss")` over a command, `rows.Scan(&name)` as a
// statement, a gorm query as a statement (`db.Where(...).Count(&total)`,
// whose Error nobody reads), `req, _ := http.NewRequest(...)`, the project's API client
// in another package: OutsideReadFact); a call that ends the
// process (log.Fatal, os.Exit) in the tool's code. Best-effort calls
// (Close, Remove, notifications), probes (os.Stat, a cache lookup),
// decoders of the item (json.Unmarshal, strconv) and loops over a list
// written in the source are left alone.
//
// Category ignored-argument: a parse of an argument the model sent
// (time.Parse, strconv, json.Unmarshal, url.Parse, ...) whose failure the
// tool drops: the value used only when `err == nil`, the failure only
// logged, or the error discarded; the tool answers success for a request
// the model did not make. The same for a decode of the call's whole
// arguments by a handler whose SDK does not check them (go-sdk raw
// handlers, mcp-go's BindArguments, a hand-rolled json.RawMessage): `_ =
// json.Unmarshal(req.Params.Arguments, &args)` runs the tool on zero
// values. The same for the error of an mcp-go Require* accessor thrown
// away (`target, _ := req.RequireString("target")`) for an argument the
// schema requires, when mcp-go cannot validate input before the handler
// (before v0.55.0, or a server built in this package without
// WithInputSchemaValidation); a suggested fix answers it with an error
// result. An argument also used as it is, and a parse whose unusable
// result gets a default under a test of it, are left alone.
//
//	if t, err := time.Parse(time.RFC3339, since); err == nil { // bad
//		f.Since = t
//	}
//
//	t, err := time.Parse(time.RFC3339, since) // good
//	if err != nil {
//		return mcp.NewToolResultError("since: want RFC 3339"), nil
//	}
//
// Category unchecked-http-status: the body of a net/http response (or of
// this package's wrapper of one) is read and its status never is, so a 4xx
// or 5xx error body goes back to the model as a successful answer; a
// function of another package of the module that does so is reported at
// the tool's call of it.
//
// Category panicking-read: a single-value type assertion on a decoded
// argument (args["q"].(string)) in a handler of an SDK that does not
// validate the arguments against the schema (mcp-go, go-mcp, hand-rolled
// servers): a call without the argument, or with another type, panics,
// which crashes the server unless it recovers panics. Not reported when
// the handler tests the same name first, nor on go-sdk, which validates.
// A single-value assertion of mcp-go's whole Params.Arguments panics when
// a call leaves the arguments out.
//
//	q := args["query"].(string) // bad: panics without "query"
//
//	q, ok := args["query"].(string) // good
//	if !ok {
//		return mcp.NewToolResultError("query must be a string"), nil
//	}
//
// An integer argument that reaches a slice bound or the size given to
// make with no check against zero (in the tool's own functions, or in
// the callees it passes the value to, across packages) is the same
// category: a negative value panics with "slice bounds out of range" or
// "makeslice: cap out of range"; `if len(s) > limit { s = s[:limit] }`
// lets -1 through.
//
// Category dropped-request: the read loop of a hand-rolled stdio server
// (a function that reads os.Stdin and routes to the dispatcher) skips,
// with only a log line and `continue`, a message that does not decode as
// a JSON-RPC request, or one that names another JSON-RPC version. JSON-RPC
// 2.0 answers them with -32700 (Parse error, id null) and -32600 (Invalid
// Request); a client that gets no answer waits until its own timeout. The
// SDKs answer both themselves.
//
//	if err := json.Unmarshal(line, &req); err != nil {
//		log.Printf("bad request: %v", err)
//		continue // bad: the client never hears of it
//	}
//
//	if err := json.Unmarshal(line, &req); err != nil {
//		writeError(nil, -32700, "Parse error") // good
//		continue
//	}
//
// Category nil-on-failure: in an `if err != nil` branch, a field read
// through the result that the call returns as nil with its error (the
// callee's body, or its NilOnErrorFact): the failure path panics instead
// of answering.
//
// Category unguarded-nil-field: a field of the server (a client, a
// connection) that one tool refuses to use when it is nil (`if s.client
// == nil { return failure }`), dereferenced by another tool with no such
// test: when it is nil that tool panics instead of answering.
//
// Category error-code: a hand-built JSON-RPC error (a go-sdk jsonrpc.Error
// literal, mcp-go NewJSONRPCError or NewJSONRPCErrorDetails) with a
// constant code the spec rules out: -32601 for an unknown tool (the spec
// and both SDKs use -32602), and under 2026-07-28 the retired -32002 and
// -32042 and undefined codes in the reserved range -32020 to -32099.
//
//	return &jsonrpc.Error{Code: jsonrpc.CodeMethodNotFound, Message: "unknown tool"} // bad
//
//	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool"} // good
//
// Under 2026-07-28 the category also reads errors that answer the
// per-request _meta, when the message or the condition says so: a missing
// required _meta field with a code other than -32602, an unsupported
// protocol version with a code other than -32022 (not in a function that
// handles the legacy initialize), and -32022 whose data visibly lacks
// "supported" or "requested".
//
//	if p.Meta == nil {
//		return &jsonrpc.Error{Code: jsonrpc.CodeInvalidRequest, Message: "missing _meta"} // bad
//	}
//	return &jsonrpc.Error{Code: mcp.CodeUnsupportedProtocolVersion, Message: "unsupported protocol version"} // bad: no data
//
//	data, _ := json.Marshal(mcp.UnsupportedProtocolVersionData{Supported: versions, Requested: v})
//	return &jsonrpc.Error{Code: mcp.CodeUnsupportedProtocolVersion, Message: "unsupported protocol version", Data: data} // good
//
// Category dispatch-iserror: code that routes tools/call by tool name
// itself (a tool handler registered for several tools or for a runtime
// list, go-sdk receiving middleware, mcp-go tool middleware, a hand-rolled
// tools/call branch) answers a lookup miss on the request's tool name
// (map comma-ok, == nil on a Lookup/Get/Find/Load result, the default of a
// switch on the name) with an isError result, also through an error that
// the miss becomes and the dispatcher answers later; a hand-rolled
// dispatcher's answer to params that do not decode is the same finding. The client and the model see
// a tool failure and may retry a call that can never run; every spec
// version makes an unknown tool a JSON-RPC error (-32602). go-sdk code
// can return a *jsonrpc.Error with that code; mcp-go handlers can only
// return an error, which it sends as -32603. Not reported: a switch or
// lookup over an argument (a sub-command, a meta-tool's Name argument:
// input validation), a handler serving a single tool, a table miss whose
// message does not say the tool is unknown (a policy table: permissions,
// "tool disabled by administrator", a cache), and an answer behind another
// condition inside the miss (a failed fetch after a cache miss).
//
//	t, ok := routes[req.Params.Name]
//	if !ok {
//		return mcp.NewToolResultError("unknown tool"), nil // bad
//	}
//
//	if !ok {
//		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool"} // good (go-sdk)
//	}
//
// Handlers in _test.go files (stubs) are not checked.
//
// Suggested fixes: for mcp-go, `return nil, err` becomes
// `return mcp.NewToolResultErrorFromErr("<tool> failed", err), nil`; for
// go-sdk raw handlers a *mcp.CallToolResult literal with IsError and the
// error's text; NewToolResultText becomes NewToolResultError and a result
// literal gets IsError: true. Fixes are offered only where the error is
// known to be non-nil. The spec version comes from -mcp.spec (default
// 2026-07-28).
package errlayer
