// Package registry is a hand-rolled server with tool tables in odd
// shapes: generic handlers, a table keyed by a computed name, a handler
// stored through a conversion, a Validate method on a non-struct type
// and a table looked up but never called. The checks stay silent or
// report what is there; they never crash.
package registry

import (
	"encoding/json"
	"errors"
	"strings"
)

type result struct {
	Content []string `json:"content"`
	IsError bool     `json:"isError"`
}

type handler[T any] func(T) (*result, error)

type server[T any] struct {
	byName  map[string]handler[T]
	byUpper map[string]func(map[string]any) (*result, error)
	unused  map[string]func() error
}

func (s *server[T]) add(name string, h handler[T]) { s.byName[name] = h }

func (s *server[T]) addUpper(name string, h func(map[string]any) (*result, error)) {
	s.byUpper[strings.ToUpper(name)] = h
}

func (s *server[T]) addConverted(name string, h func(T) (*result, error)) {
	s.byName[name] = handler[T](h)
}

func (s *server[T]) handle(method string, params map[string]any, arg T) any {
	switch method {
	case "tools/call":
		name, _ := params["name"].(string)
		if _, ok := s.unused[name]; ok {
			return nil
		}
		if h, ok := s.byUpper[strings.ToUpper(name)]; ok {
			args, _ := params["arguments"].(map[string]any)
			res, err := h(args)
			if err != nil {
				return &result{IsError: true, Content: []string{err.Error()}}
			}
			return res
		}
		h, ok := s.byName[name]
		if !ok {
			return map[string]any{"code": -32602, "message": "unknown tool " + name}
		}
		res, err := h(arg)
		if err != nil {
			return &result{IsError: true, Content: []string{err.Error()}}
		}
		return res
	case "tools/list":
		return nil
	}
	return nil
}

type names []string

func (n names) Validate() error {
	if len(n) == 0 {
		return errors.New("empty")
	}
	return nil
}

func setup(s *server[names]) {
	s.add("list", func(n names) (*result, error) {
		if err := n.Validate(); err != nil {
			return nil, err
		}
		b, err := json.Marshal(n)
		if err != nil {
			return nil, err
		}
		return &result{Content: []string{string(b)}}, nil
	})
	s.addUpper("echo", func(args map[string]any) (*result, error) {
		return &result{Content: []string{"ok"}}, nil
	})
	s.addConverted("conv", func(n names) (*result, error) { return nil, nil })
}

var _ = setup
