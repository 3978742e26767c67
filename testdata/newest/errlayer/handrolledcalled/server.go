// Package handrolledcalled is a JSON-RPC server without an SDK whose
// tools/call branch switches on the tool's name and hands each tool's
// arguments to a method of its own, which builds the whole response.
package handrolledcalled

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"os"
)

const (
	codeMethodNotFound = -32601
	codeInvalidParams  = -32602
	codeInternal       = -32603
	codeServerError    = -32000
	codeJobNotFound    = -32001
)

type request struct {
	JSONRPC string          `json:"jsonrpc"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params,omitempty"`
	ID      json.RawMessage `json:"id"`
}

type rpcErrorObject struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	JSONRPC string          `json:"jsonrpc"`
	Result  any             `json:"result,omitempty"`
	Error   *rpcErrorObject `json:"error,omitempty"`
	ID      json.RawMessage `json:"id"`
}

func success(id json.RawMessage, result any) response {
	return response{JSONRPC: "2.0", Result: result, ID: id}
}

func failure(id json.RawMessage, code int, msg string) response {
	return response{JSONRPC: "2.0", Error: &rpcErrorObject{Code: code, Message: msg}, ID: id}
}

func textResult(text string, isError bool) map[string]any {
	return map[string]any{"content": []map[string]string{{"type": "text", "text": text}}, "isError": isError}
}

// decodeArgs decodes a tool's arguments into its input type; absent
// arguments leave the zero value.
func decodeArgs[T any](raw json.RawMessage) (T, error) {
	var v T
	if len(raw) == 0 {
		return v, nil
	}
	if err := json.Unmarshal(raw, &v); err != nil {
		return v, fmt.Errorf("invalid arguments: %w", err)
	}
	return v, nil
}

type Job struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

type Jobs struct{ byID map[string]*Job }

func (j *Jobs) Get(ctx context.Context, id string) (*Job, error) {
	if job, ok := j.byID[id]; ok {
		return job, nil
	}
	return nil, errors.New("job not found")
}

// Lookup returns the job, or nil when there is none.
func (j *Jobs) Lookup(id string) *Job { return j.byID[id] }

func (j *Jobs) Start(ctx context.Context, name string) (*Job, error) {
	if len(j.byID) > 10 {
		return nil, errors.New("queue full")
	}
	job := &Job{ID: name, Status: "queued"}
	j.byID[name] = job
	return job, nil
}

func (j *Jobs) Cancel(ctx context.Context, id string) (*Job, error) {
	job, err := j.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	job.Status = "cancelled"
	return job, nil
}

type Server struct{ jobs *Jobs }

// Handle answers one JSON-RPC request.
func (s *Server) Handle(ctx context.Context, req request) response {
	switch req.Method {
	case "tools/call":
		return s.toolsCall(ctx, req)
	default:
		return failure(req.ID, codeMethodNotFound, "method not found: "+req.Method)
	}
}

func (s *Server) toolsCall(ctx context.Context, req request) response {
	var call struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &call); err != nil {
		return failure(req.ID, codeInvalidParams, "invalid tools/call params") // params that do not decode: a malformed request
	}
	switch call.Name {
	case "health":
		return success(req.ID, textResult("ok", false))
	case "version":
		return success(req.ID, textResult("1.0", false))
	case "ping_upstream":
		return success(req.ID, textResult("pong", false))
	case "list_queues":
		return success(req.ID, textResult("default", false))
	case "job_start":
		return s.toolStart(ctx, req.ID, call.Arguments)
	case "job_status":
		return s.toolStatus(ctx, req.ID, call.Arguments)
	case "job_cancel":
		return s.toolCancel(ctx, req.ID, call.Arguments)
	case "job_retry":
		return s.toolRetry(ctx, req.ID, call.Arguments)
	case "job_peek":
		return s.toolPeek(ctx, req.ID, call.Arguments)
	case "job_upload":
		return s.toolUpload(req.ID, call.Arguments)
	case "job_owner":
		return s.toolOwner(req.ID, call.Arguments)
	default:
		return failure(req.ID, codeInvalidParams, "unknown tool: "+call.Name) // an unknown tool: -32602 is right
	}
}

type jobInput struct {
	JobID string `json:"jobId"`
}

func (s *Server) toolStart(ctx context.Context, id json.RawMessage, args json.RawMessage) response {
	in, err := decodeArgs[jobInput](args)
	if err != nil {
		return failure(id, codeInvalidParams, err.Error()) // want `tools/call: an invalid or missing argument is answered here with JSON-RPC error -32602`
	}
	job, err := s.jobs.Start(ctx, in.JobID)
	if err != nil {
		return failure(id, codeServerError, err.Error()) // want `tool "job_start": when s.jobs.Start fails, the tool's failure is answered here with JSON-RPC error -32000`
	}
	return success(id, textResult(job.Status, false))
}

func (s *Server) toolStatus(ctx context.Context, id json.RawMessage, args json.RawMessage) response {
	in, err := decodeArgs[jobInput](args)
	if err != nil {
		return failure(id, codeInvalidParams, err.Error()) // want `tools/call: an invalid or missing argument is answered here with JSON-RPC error -32602`
	}
	if in.JobID == "" {
		return failure(id, codeInvalidParams, "jobId is required") // want `tools/call: an invalid or missing argument is answered here with JSON-RPC error -32602`
	}
	job, err := s.jobs.Get(ctx, in.JobID)
	if err != nil {
		return failure(id, codeJobNotFound, err.Error()) // want `tool "job_status": when s.jobs.Get fails, the tool's failure is answered here with JSON-RPC error -32001`
	}
	b, err := json.Marshal(job)
	if err != nil {
		return failure(id, codeInternal, "encode: "+err.Error()) // the server's own answer: a server error
	}
	return success(id, textResult(string(b), false))
}

// toolCancel is the look-alike: its failures are isError results.
func (s *Server) toolCancel(ctx context.Context, id json.RawMessage, args json.RawMessage) response {
	in, err := decodeArgs[jobInput](args)
	if err != nil {
		return success(id, textResult(err.Error(), true))
	}
	job, err := s.jobs.Cancel(ctx, in.JobID)
	if err != nil {
		return success(id, textResult("cancel failed: "+err.Error(), true))
	}
	return success(id, textResult(job.Status, false))
}

// toolRetry is the ninth function the branch reaches: its failures count
// as the first ones' do.
func (s *Server) toolRetry(ctx context.Context, id json.RawMessage, args json.RawMessage) response {
	in, err := decodeArgs[jobInput](args)
	if err != nil {
		return success(id, textResult(err.Error(), true))
	}
	job, err := s.jobs.Start(ctx, in.JobID)
	if err != nil {
		return failure(id, codeInternal, err.Error()) // want `tool "job_retry": when s.jobs.Start fails, the tool's failure is answered here with JSON-RPC error -32603`
	}
	return success(id, textResult(job.Status, false))
}

// toolPeek reads no argument that decodes: a job id that is not a string
// is malformed only in the sense of the schema, and the failure is the
// store's.
func (s *Server) toolPeek(ctx context.Context, id json.RawMessage, args json.RawMessage) response {
	job, err := s.jobs.Get(ctx, "latest")
	if errors.Is(err, context.Canceled) {
		return failure(id, codeInternal, "cancelled") // the request was cancelled: not the tool's failure
	}
	if err != nil {
		return success(id, textResult(err.Error(), true))
	}
	return success(id, textResult(job.Status, false))
}

type uploadInput struct {
	Path    string `json:"path"`
	Content string `json:"content"`
}

// toolUpload builds a multipart body in memory: only reading the file can
// fail for the model's input; the writes into the buffer fail for nothing
// it sends.
func (s *Server) toolUpload(id json.RawMessage, args json.RawMessage) response {
	in, err := decodeArgs[uploadInput](args)
	if err != nil {
		return success(id, textResult(err.Error(), true))
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, err := mw.CreateFormFile("file", "upload")
	if err != nil {
		return failure(id, codeInternal, "prepare request: "+err.Error()) // the server's own request body
	}
	if in.Path != "" {
		f, err := os.Open(in.Path)
		if err != nil {
			return failure(id, codeInternal, "open: "+err.Error()) // want `tool "job_upload": when os.Open fails, the tool's failure is answered here with JSON-RPC error -32603`
		}
		defer f.Close()
		if _, err := io.Copy(part, f); err != nil {
			return failure(id, codeInternal, "read: "+err.Error()) // want `tool "job_upload": when io.Copy fails, the tool's failure is answered here with JSON-RPC error -32603`
		}
	} else if _, err := part.Write([]byte(in.Content)); err != nil {
		return failure(id, codeInternal, "write: "+err.Error()) // a write into the buffer
	}
	if err := mw.Close(); err != nil {
		return failure(id, codeInternal, "finalize: "+err.Error()) // a write into the buffer
	}
	return success(id, textResult(fmt.Sprintf("%d bytes", body.Len()), false))
}

// toolOwner refuses a job the arguments name that does not exist, or
// that another owner holds, with -32602: since 2025-11-25 that is the
// tool's answer to read (isError), not a malformed request.
func (s *Server) toolOwner(id json.RawMessage, args json.RawMessage) response {
	var in jobInput
	if err := json.Unmarshal(args, &in); err != nil {
		return success(id, textResult(err.Error(), true))
	}
	current := s.jobs.Lookup("current")
	if current == nil {
		return failure(id, codeInternal, "no current job") // the server's own state
	}
	job := s.jobs.Lookup(in.JobID)
	if job == nil {
		return failure(id, codeInvalidParams, "job "+in.JobID+" not found") // want `tools/call: an invalid or missing argument is answered here with JSON-RPC error -32602`
	}
	if job.Status != current.Status {
		return failure(id, codeInvalidParams, "job is in another queue") // want `tools/call: an invalid or missing argument is answered here with JSON-RPC error -32602`
	}
	return success(id, textResult(job.ID, false))
}
