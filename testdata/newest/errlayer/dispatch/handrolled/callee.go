package handrolled

import "fmt"

type server struct {
	handlers    map[string]func(map[string]any) (*toolResult, error)
	ctxHandlers map[string]func(map[string]any) (*toolResult, error)
	users       map[string]string
}

// dispatch hands the tools/call request to a method that does the lookup.
func (s *server) dispatch(method string, params any) any {
	switch method {
	case "tools/call":
		res, err := s.callTool(params)
		if err != nil {
			return rpcError{Code: -32602, Message: err.Error()}
		}
		return res
	case "tools/list":
		return nil
	}
	return nil
}

func (s *server) callTool(params any) (*toolResult, error) {
	p, ok := params.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("invalid params")
	}
	name, ok := p["name"].(string)
	if !ok {
		return nil, fmt.Errorf("missing tool name")
	}
	args, _ := p["arguments"].(map[string]any)
	if len(s.handlers) > 100 {
		return &toolResult{Failed: true}, nil // a refusal that is not about the name
	}
	h, found := s.handlers[name]
	ch, ctxFound := s.ctxHandlers[name]
	if !found && !ctxFound {
		return &toolResult{Failed: true, Content: []map[string]string{{"type": "text", "text": "Unknown tool: " + name}}}, nil // want `tools/call dispatcher: a tool name that is not in the lookup table`
	}
	if found {
		return h(args)
	}
	return ch(args)
}

// dispatchUser is a tools/call branch whose callee looks up an argument
// that happens to be called "name": a user that does not exist is the
// tool's own failure, and isError is right for it.
func (s *server) dispatchUser(method string, params map[string]any) any {
	if method == "tools/call" {
		return s.findUser(params["arguments"].(map[string]any))
	}
	return nil
}

func (s *server) findUser(args map[string]any) *toolResult {
	name, _ := args["name"].(string)
	if _, ok := s.users[name]; !ok {
		return &toolResult{Failed: true, Content: []map[string]string{{"type": "text", "text": "unknown user " + name}}}
	}
	return &toolResult{}
}
