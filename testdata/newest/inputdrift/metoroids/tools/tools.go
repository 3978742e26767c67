// Package tools registers mcp-golang tools whose handlers pass identifier
// arguments unchecked to the client layer: mcp-golang requires a field
// only with jsonschema:"required", so without that tag the model is told
// it may leave the identifier out, and the call asks for the zero one.
package tools

import (
	mcp_golang "github.com/metoro-io/mcp-golang"

	"fixtures/inputdrift/metoroids/api"
)

var client = &api.Client{}

type GetDropletArgs struct {
	DropletID int `json:"droplet_id" jsonschema:"description=ID of the droplet"`
}

type DeleteVolumeArgs struct {
	VolumeID string `json:"volume_id" jsonschema:"required,description=ID of the volume"`
}

type DeleteVolumeLooseArgs struct {
	VolumeID string `json:"volume_id"`
}

type ListSnapshotsArgs struct {
	ResourceID string `json:"resource_id"`
}

type DescribeArgs struct {
	DropletID int `json:"droplet_id"`
}

type ListVolumesArgs struct {
	ProjectID string `json:"project_id"`
}

type RenameArgs struct {
	DropletID int    `json:"droplet_id"`
	Name      string `json:"name"`
}

func text(s string) *mcp_golang.ToolResponse {
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(s))
}

func Register(s *mcp_golang.Server) {
	s.RegisterTool("get_droplet", "Get a droplet.", func(args GetDropletArgs) (*mcp_golang.ToolResponse, error) {
		out, err := client.GetDroplet(args.DropletID) // want `tool "get_droplet": without argument "droplet_id" the handler asks the URL path "/v2/droplets/%d" for the zero identifier`
		if err != nil {
			return nil, err
		}
		return text(out), nil
	})
	// Required in the schema: right.
	s.RegisterTool("delete_volume", "Delete a volume.", func(args DeleteVolumeArgs) (*mcp_golang.ToolResponse, error) {
		out, err := client.DeleteVolume(args.VolumeID)
		if err != nil {
			return nil, err
		}
		return text(out), nil
	})
	s.RegisterTool("delete_volume_loose", "Delete a volume.", func(args DeleteVolumeLooseArgs) (*mcp_golang.ToolResponse, error) {
		out, err := client.DeleteVolume(args.VolumeID) // want `tool "delete_volume_loose": without argument "volume_id"`
		if err != nil {
			return nil, err
		}
		return text(out), nil
	})
	// An optional filter the client looks at: right.
	s.RegisterTool("list_snapshots", "List snapshots.", func(args ListSnapshotsArgs) (*mcp_golang.ToolResponse, error) {
		out, err := client.ListSnapshots(args.ResourceID)
		if err != nil {
			return nil, err
		}
		return text(out), nil
	})
	// Only formatted into a message: not an identifier use.
	s.RegisterTool("describe", "Describe a droplet.", func(args DescribeArgs) (*mcp_golang.ToolResponse, error) {
		out, err := client.Describe(args.DropletID)
		if err != nil {
			return nil, err
		}
		return text(out), nil
	})
	// A listing call: the identifier may be an optional filter.
	s.RegisterTool("list_volumes", "List volumes.", func(args ListVolumesArgs) (*mcp_golang.ToolResponse, error) {
		out, err := client.ListVolumes(args.ProjectID)
		if err != nil {
			return nil, err
		}
		return text(out), nil
	})
	// The handler tests it first: it is optional on purpose.
	s.RegisterTool("rename", "Rename a droplet.", func(args RenameArgs) (*mcp_golang.ToolResponse, error) {
		if args.DropletID == 0 {
			return text("nothing to rename"), nil
		}
		out, err := client.GetDroplet(args.DropletID)
		if err != nil {
			return nil, err
		}
		return text(out + args.Name), nil
	})
}
