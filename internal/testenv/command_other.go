//go:build !unix

package testenv

import "os/exec"

// killGroupOnCancel leaves exec.CommandContext's default, which kills
// only the command itself.
func killGroupOnCancel(cmd *exec.Cmd) {}
