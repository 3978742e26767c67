// Package callbackerr: an error set inside a callback that a call runs,
// then returned after the call.
package callbackerr

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Cache interface {
	Get(ctx context.Context, key string) ([]byte, error)
}

type Resources struct{ cache Cache }

// Access runs fn with the cache.
func (r *Resources) Access(ctx context.Context, fn func(c Cache)) error {
	if r.cache == nil {
		return errors.New("no cache")
	}
	fn(r.cache)
	return nil
}

func Register(s *server.MCPServer, res *Resources) {
	s.AddTool(mcp.NewTool("get"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key := req.GetString("key", "")
		var value []byte
		var getErr error
		if err := res.Access(ctx, func(c Cache) {
			value, getErr = c.Get(ctx, key)
		}); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if getErr != nil {
			return nil, getErr // want `tool "get": mcp-go sends this error as a JSON-RPC error -32603 \(from \(callbackerr.Cache\).Get\)`
		}
		return mcp.NewToolResultText(string(value)), nil
	})

	// The look-alike: a goroutine's write lands at no point the model can
	// place (the channel orders it here, the model does not read that):
	// silent when unsure.
	s.AddTool(mcp.NewTool("get_async"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key := req.GetString("key", "")
		var getErr error
		done := make(chan struct{})
		go func() {
			_, getErr = res.cache.Get(ctx, key)
			close(done)
		}()
		<-done
		if getErr != nil {
			return nil, getErr
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

type Input interface {
	Read(ctx context.Context) ([]string, func(ctx context.Context) error, error)
}

// RegisterInputs registers one handler per input in a loop. The function
// value it calls is the acknowledgement that Read hands back, not a tool
// the handler runs for others (no "tool adapter" finding), and what its
// failure is the model cannot tell (silent).
func RegisterInputs(s *server.MCPServer, inputs map[string]Input) {
	for name, in := range inputs {
		s.AddTool(mcp.NewTool(name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			batch, ack, err := in.Read(ctx)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if err := ack(ctx); err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(batch[0]), nil
		})
	}
}
