// Package api is the project's client layer: it puts identifiers into
// URL paths without looking at them (digitalocean-mcp-server's handlers).
package api

import (
	"errors"
	"fmt"
)

type Client struct{ base string }

func (c *Client) get(path string) (string, error) { return c.base + path, nil }

// GetDroplet puts id in the path unchecked: droplet 0 when it is absent.
func (c *Client) GetDroplet(id int) (string, error) {
	return c.get(fmt.Sprintf("/v2/droplets/%d", id))
}

// DeleteVolume passes it on to a helper that does the same.
func (c *Client) DeleteVolume(volumeID string) (string, error) {
	return c.deleteVolume(volumeID)
}

func (c *Client) deleteVolume(id string) (string, error) {
	return c.get(fmt.Sprintf("/v2/volumes/%s", id))
}

// ListSnapshots takes an optional filter: it looks at it first.
func (c *Client) ListSnapshots(resourceID string) (string, error) {
	if resourceID == "" {
		return c.get("/v2/snapshots")
	}
	return c.get(fmt.Sprintf("/v2/snapshots?resource=%s", resourceID))
}

// Describe only formats the identifier into a message: no path.
func (c *Client) Describe(id int) (string, error) {
	if c == nil {
		return "", errors.New("no client")
	}
	return fmt.Sprintf("droplet %d", id), nil
}

// ListVolumes lists a project's volumes: the project narrows the list,
// and the API lists every volume without it.
func (c *Client) ListVolumes(projectID string) (string, error) {
	return c.get(fmt.Sprintf("/v2/projects/%s/volumes", projectID))
}
