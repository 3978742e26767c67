// Package api is a tool's HTTP client, in a package that imports no MCP
// SDK: its functions' unchecked statuses reach the tools through their
// facts.
package api

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
)

type Client struct {
	HTTP *http.Client
	Base string
}

type Tag struct {
	Name string `json:"name"`
}

// Tags decodes whatever body the server sends: a 502's JSON error page
// decodes into no tags, and the tool answers "no tags" as a success.
func (c *Client) Tags() ([]Tag, error) {
	var out struct {
		Tags []Tag `json:"tags"`
	}
	if err := c.get("/tags", &out); err != nil {
		return nil, err
	}
	return out.Tags, nil
}

func (c *Client) get(path string, v any) error {
	resp, err := c.HTTP.Get(c.Base + path)
	if err != nil {
		return fmt.Errorf("get %s: %w", path, err)
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(v)
}

// Tag checks the status before it reads the body.
func (c *Client) Tag(name string) (Tag, error) {
	resp, err := c.HTTP.Get(c.Base + "/tags/" + name)
	if err != nil {
		return Tag{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return Tag{}, fmt.Errorf("tag %s: %s", name, resp.Status)
	}
	var t Tag
	err = json.NewDecoder(resp.Body).Decode(&t)
	return t, err
}

// Raw hands the response on: its caller may check the status.
func (c *Client) Raw(path string) (*http.Response, error) {
	return c.HTTP.Get(c.Base + path)
}

// Banner has no error to say a failure with: a lookup with a fallback.
func (c *Client) Banner() string {
	resp, err := c.HTTP.Get(c.Base + "/banner")
	if err != nil {
		return "welcome"
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// Envelope is the API's own verdict on a call, which it sends with any
// status.
type Envelope struct {
	Success bool            `json:"success"`
	Errors  []string        `json:"errors"`
	Result  json.RawMessage `json:"result"`
}

// Call decodes the envelope whatever the status: its callers read
// Success, the stand-in for the status.
func (c *Client) Call(path string) (*Envelope, error) {
	resp, err := c.HTTP.Get(c.Base + path)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var env Envelope
	if err := json.NewDecoder(resp.Body).Decode(&env); err != nil {
		return nil, err
	}
	return &env, nil
}
