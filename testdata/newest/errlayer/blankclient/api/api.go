// Package api is the project's client of an HTTP API.
package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"strings"
)

type Client struct {
	base string
	hc   *http.Client
}

type User struct{ Name string }

func (c *Client) get(path string, v any) error {
	resp, err := c.hc.Get(c.base + path)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return errors.New(resp.Status)
	}
	return json.NewDecoder(resp.Body).Decode(v)
}

// UserInfo asks the API, through get.
func (c *Client) UserInfo() (*User, error) {
	var u User
	return &u, c.get("/user", &u)
}

// Quota asks the API too.
func (c *Client) Quota() (int64, error) {
	var q int64
	return q, c.get("/quota", &q)
}

// Label computes from its argument alone: a default is the author's.
func Label(s string) (string, error) {
	if s == "" {
		return "", errors.New("empty label")
	}
	return strings.ToUpper(s), nil
}

// Cached reads the project's own cache file: a lookup in its store, whose
// zero value may be the default the author accepts.
func (c *Client) Cached(name string) (string, error) {
	b, err := os.ReadFile(name)
	return string(b), err
}
