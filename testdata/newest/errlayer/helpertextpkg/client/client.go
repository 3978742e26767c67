// Package client is a project's API client with no SDK import; GetTag
// answers a tag it does not find with a text and a nil error.
package client

import (
	"errors"
	"fmt"
	"os"
)

type Client struct{ tags map[string]string }

// GetTag states its failure in its text.
func (c *Client) GetTag(name string) (string, error) {
	if c.tags == nil {
		return "", errors.New("no repository")
	}
	if sha, ok := c.tags[name]; ok {
		return fmt.Sprintf("Tag: %s\nCommit: %s", name, sha), nil
	}
	return "Tag not found", nil
}

// Describe answers every call the same way: no failure to find.
func (c *Client) Describe() (string, error) { // want Describe:"error result: nil"
	return "No tags found", nil
}

// Status returns a text that reports on the machine it runs on: "not
// installed" is its answer, not a failure, but it is said only in a
// branch, so it looks like one; its callers below check it first.
func (c *Client) Status() (string, error) { // want Status:"error result: nil"
	if _, err := os.Stat("/usr/bin/git"); err != nil {
		return "git not installed", nil
	}
	return "ready", nil
}
