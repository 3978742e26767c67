// Package obs is a project's logging layer over slog: its functions are
// logging calls wherever they are called.
package obs

import "log/slog"

func Error(msg string, args ...any) { slog.Error(msg, args...) }

func Warn(msg string) { slog.Warn(msg) }

// Error-named, but it returns something: no logging call.
func Errorf(format string, args ...any) error { return nil } // want Errorf:"error result: nil"
