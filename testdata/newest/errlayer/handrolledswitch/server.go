// Package handrolledswitch is a JSON-RPC server without an SDK whose
// tools/call branch hands the request's params to one function that reads
// the tool's name and arguments out of them and switches on the name; the
// dispatcher answers that function's error with a JSON-RPC error after
// its switch.
package handrolledswitch

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
)

type request struct {
	ID     any            `json:"id"`
	Method string         `json:"method"`
	Params map[string]any `json:"params"`
}

type store struct{}

func (store) Zones() ([]string, error)           { return nil, errors.New("upstream down") }
func (store) Record(zone string) (string, error) { return "", errors.New("no such zone") }

var db store

var errNoZone = errors.New("no such zone")

func handle(w http.ResponseWriter, r *http.Request) {
	var req request
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	var result any
	var err error
	switch req.Method {
	case "tools/list":
		result = map[string]any{"tools": []any{}}
	case "tools/call":
		result, err = runTool(req.Params)
	default:
		json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "error": map[string]any{"code": -32601, "message": "method not found"}})
		return
	}
	response := map[string]any{"jsonrpc": "2.0", "id": req.ID}
	if err != nil {
		response["error"] = map[string]any{"code": -32603, "message": err.Error()} // want `tools/call dispatcher: every tool's execution failure \(the error of runTool\(...\)\) is answered here with JSON-RPC error -32603` `tools/call dispatcher: a malformed request \(params that are not an object, no tool name\) or an unknown tool is answered here with JSON-RPC error -32603`
	} else {
		response["result"] = result
	}
	json.NewEncoder(w).Encode(response)
}

// runTool runs the tool the params name: its returns are the tools'.
func runTool(params map[string]any) (any, error) {
	name, _ := params["name"].(string)
	args, _ := params["arguments"].(map[string]any)
	switch name {
	case "list_zones":
		zones, err := db.Zones()
		if err != nil {
			return nil, err
		}
		return text(fmt.Sprint(zones)), nil
	case "get_record":
		zone, _ := args["zone"].(string)
		rec, err := db.Record(zone)
		if err != nil {
			return nil, err
		}
		return text(rec), nil
	case "find_record":
		zone, _ := args["zone"].(string)
		rec, err := db.Record(zone)
		if err != nil {
			if errors.Is(err, errNoZone) {
				return map[string]any{"content": []any{map[string]any{"type": "text", "text": "Record not found"}}}, nil // want `the failure "Record not found" goes back in a result map without "isError"`
			}
			return nil, err
		}
		return map[string]any{"content": []any{map[string]any{"type": "text", "text": rec}}}, nil
	case "zone_report":
		return zoneReport()
	case "lookup_record":
		zone, _ := args["zone"].(string)
		rec, err := db.Record(zone)
		if errors.Is(err, errNoZone) {
			return map[string]any{"content": []any{map[string]any{"type": "text", "text": "Record not found"}}, "isError": true}, nil
		}
		if err != nil {
			return nil, err
		}
		return map[string]any{"content": []any{map[string]any{"type": "text", "text": rec}}}, nil
	}
	return nil, fmt.Errorf("unknown tool %q", name)
}

// zoneReport is the body of tool zone_report: it drops the zones whose
// file cannot be read.
func zoneReport() (any, error) {
	zones, err := db.Zones()
	if err != nil {
		return nil, err
	}
	var lines []string
	for _, z := range zones {
		rec, err := os.ReadFile("/var/zones/" + z)
		if err != nil {
			continue // want `tool "zone_report": when os.ReadFile fails, this continue drops the item`
		}
		lines = append(lines, z+": "+string(rec))
	}
	return text(fmt.Sprint(lines)), nil
}

func text(s string) map[string]any {
	return map[string]any{"content": []any{map[string]any{"type": "text", "text": s}}}
}
