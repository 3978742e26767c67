package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// What a tool may do with a failure it does not answer: log it, or drop
// it when the call only releases or notifies. errlayer's swallowed-error
// rules and the SkippedFailureFact (skippedfailure.go) read these.

// OnlyLogsThenContinue reports whether list holds nothing but logging
// calls and ends with a continue.
func OnlyLogsThenContinue(info *types.Info, list []ast.Stmt) bool {
	if len(list) == 0 {
		return false
	}
	br, ok := list[len(list)-1].(*ast.BranchStmt)
	if !ok || br.Tok != token.CONTINUE || br.Label != nil {
		return false
	}
	return allLogCalls(info, list[:len(list)-1])
}

// OnlyLogsThenReturn reports whether list is logging calls followed by a
// bare return (a function of no results leaving early).
func OnlyLogsThenReturn(info *types.Info, list []ast.Stmt) bool {
	if len(list) == 0 {
		return false
	}
	ret, ok := list[len(list)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 0 {
		return false
	}
	return allLogCalls(info, list[:len(list)-1])
}

// OnlyLogs reports whether list holds logging calls and nothing else.
func OnlyLogs(info *types.Info, list []ast.Stmt) bool {
	return len(list) > 0 && allLogCalls(info, list)
}

// allLogCalls reports whether every statement of list is a logging call.
func allLogCalls(info *types.Info, list []ast.Stmt) bool {
	for _, s := range list {
		es, ok := s.(*ast.ExprStmt)
		if !ok {
			return false
		}
		call, ok := ast.Unparen(es.X).(*ast.CallExpr)
		if !ok || !IsLogCall(info, call) {
			return false
		}
	}
	return true
}

// logMethods are the method names of the common loggers (log, slog, zap,
// logrus, zerolog's Msg).
var logMethods = map[string]bool{
	"Print": true, "Printf": true, "Println": true,
	"Debug": true, "Debugf": true, "Debugw": true, "Info": true, "Infof": true, "Infow": true,
	"Warn": true, "Warnf": true, "Warnw": true, "Warning": true, "Warningf": true,
	"Error": true, "Errorf": true, "Errorw": true, "Log": true, "Logf": true, "Trace": true, "Tracef": true,
	"Msg": true, "Msgf": true, "Send": true,
	"DebugContext": true, "InfoContext": true, "WarnContext": true, "ErrorContext": true,
}

// IsLogCall reports whether call writes a log line: package log or
// log/slog, fmt's printing, or a logger's method (logMethods).
func IsLogCall(info *types.Info, call *ast.CallExpr) bool {
	fn := typeutil.Callee(info, call)
	f, ok := fn.(*types.Func)
	if !ok {
		return false
	}
	if f.Pkg() != nil {
		switch f.Pkg().Path() {
		case "log", "log/slog":
			return true
		case "fmt":
			switch f.Name() {
			case "Printf", "Println", "Print":
				return true
			case "Fprintf", "Fprintln", "Fprint":
				return len(call.Args) > 0 && isStdStream(info, call.Args[0]) // not a write into the answer
			}
			return false
		}
	}
	sig := f.Type().(*types.Signature)
	if sig.Recv() == nil {
		// logrus.Warnf, klog.Errorf, glog.Info: a logging package's own
		// functions
		return f.Pkg() != nil && logMethods[f.Name()] && (logPackage(f.Pkg().Path()) || loggerShaped(sig))
	}
	return logMethods[f.Name()]
}

// loggerShaped reports whether sig is a logging function's: a message
// first, then optional values, and no result (a project's
// observability.Error(msg string, args ...any) over slog).
func loggerShaped(sig *types.Signature) bool {
	if sig.Results().Len() != 0 || sig.Params().Len() == 0 {
		return false
	}
	b, ok := sig.Params().At(0).Type().Underlying().(*types.Basic)
	return ok && b.Kind() == types.String && (sig.Params().Len() == 1 || sig.Variadic() && sig.Params().Len() == 2)
}

// logPackage reports whether path is a logging package: its last
// element names one (logrus, klog/v2, glog, a project's internal/logger).
func logPackage(path string) bool {
	parts := strings.Split(path, "/")
	last := parts[len(parts)-1]
	if len(parts) > 1 && len(last) > 1 && last[0] == 'v' && strings.Trim(last[1:], "0123456789") == "" {
		last = parts[len(parts)-2] // klog/v2
	}
	switch last {
	case "log", "logger", "logging", "logrus", "klog", "glog", "zlog", "xlog", "clog", "applog":
		return true
	}
	return false
}

// BestEffort reports whether call is one whose failure a tool may drop:
// releasing or cleaning up, telling the client of progress.
func BestEffort(info *types.Info, call *ast.CallExpr) bool {
	switch CalleeName(info, call) {
	case "Close", "Remove", "RemoveAll", "Flush", "Sync", "Unlock", "Shutdown", "Stop", "Cancel",
		"NotifyProgress", "SendNotificationToClient", "Log", "SetDeadline", "SetReadDeadline", "SetWriteDeadline", "Kill", "Wait":
		return true
	}
	return false
}

// CalleeName is the name of the function call calls, "" when unknown.
func CalleeName(info *types.Info, call *ast.CallExpr) string {
	if f, ok := typeutil.Callee(info, call).(*types.Func); ok {
		return f.Name()
	}
	return ""
}

// isStdStream reports whether e is os.Stderr or os.Stdout.
func isStdStream(info *types.Info, e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	v, ok := info.Uses[sel.Sel].(*types.Var)
	return ok && v.Pkg() != nil && v.Pkg().Path() == "os" && (v.Name() == "Stderr" || v.Name() == "Stdout")
}
