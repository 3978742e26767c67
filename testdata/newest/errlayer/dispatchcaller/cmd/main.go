// Command cmd serves package server over stdio and writes the JSON-RPC
// error for the dispatcher's error: every tool's failure goes there.
package main

import (
	"bufio"
	"encoding/json"
	"os"

	"fixtures/errlayer/dispatchcaller/server"
)

func main() {
	s := &server.Server{}
	enc := json.NewEncoder(os.Stdout)
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		resp, err := s.HandleRequest(sc.Text())
		if err != nil {
			enc.Encode(map[string]any{"jsonrpc": "2.0", "error": map[string]any{"code": -32603, "message": err.Error()}}) // want `tools/call dispatcher: every tool's execution failure \(the error of s.HandleRequest\(...\)\) is answered here with JSON-RPC error -32603`
			continue
		}
		enc.Encode(map[string]any{"jsonrpc": "2.0", "result": resp})
	}
}
