// Package enc holds the module's JSON helpers; it imports no SDK.
package enc

import (
	"encoding/json"
	"errors"
	"log"
	"net/http"
)

// MarshalResponse fails only when json.MarshalIndent of the server's own
// value does: a server error.
func MarshalResponse(v any) (string, error) { // want MarshalResponse:"error result: .*"
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		log.Printf("marshal: %v", err)
		return "", err
	}
	return string(data), nil
}

// FetchJSON also encodes, but its request to the upstream fails too: a
// tool's failure.
func FetchJSON(url string) (string, error) {
	resp, err := http.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", errors.New("upstream answered " + resp.Status)
	}
	data, err := json.Marshal(map[string]string{"status": resp.Status})
	return string(data), err
}
