package analyzer

import (
	"fmt"
	"runtime/debug"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Guard wraps a pass's Run so that an internal panic becomes one clear
// error naming the check, the package and where to report it, instead of
// killing the whole run: the other checks' results survive.
func Guard(check string, run func(*analysis.Pass) (any, error)) func(*analysis.Pass) (any, error) {
	return func(pass *analysis.Pass) (result any, err error) {
		defer func() {
			if r := recover(); r != nil {
				result = nil
				err = internalError(check, pass, r)
			}
		}()
		return run(pass)
	}
}

func internalError(check string, pass *analysis.Pass, r any) error {
	pos := "package " + pass.Pkg.Path()
	if len(pass.Files) > 0 {
		pos = pass.Fset.Position(pass.Files[0].Package).Filename
	}
	stack := string(debug.Stack())
	if i := strings.Index(stack, "panic("); i >= 0 {
		stack = stack[i:]
	}
	return fmt.Errorf("mcplint internal error in check %s while analysing %s: %v\n"+
		"This is a bug in mcplint, not in your code; the other checks ran normally. "+
		"Please report it at https://github.com/mcplint-go/mcplint/issues with this message.\n%s", check, pos, r, stack)
}
