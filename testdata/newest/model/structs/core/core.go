// want package:"struct tool literals 3"
// Package core defines tools as api.ServerTool literals.
package core

import "fixtures/model/structs/api"

func podsList(p api.Params) (*api.Result, error) { return &api.Result{Content: "pods"}, nil }

func Tools() []api.ServerTool { // want Tools:"pure"
	return []api.ServerTool{
		{Tool: api.Tool{Name: "pods_list", Description: "lists pods"}, Handler: podsList},
		{Tool: api.Tool{Name: "pods_get", Description: "gets a pod"}, Handler: podsList},
	}
}

// Hooks is a struct literal with a Name and a function too, of a type
// no adapter makes tools of.
type Hook struct {
	Name string
	Run  func() error
}

var Hooks = []Hook{{Name: "on_start", Run: func() error { return nil }}}
