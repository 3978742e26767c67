package errlayer

import (
	"go/ast"
	"go/constant"
	"regexp"
	"strings"
)

// failureWords matches result text that states the call failed: a thing
// the arguments named that does not exist ("Stack not found", "API version
// %s not found for %s") or a text that opens with "Error"/"Failed". An
// empty answer ("No stacks found.") is a successful answer, not a failure.
var failureWords = regexp.MustCompile(`(?i)(\bnot found\b|^\s*(error|failed|failure)\b)`)

// statedFailure returns the constant text in e (a string constant, a
// fmt.Sprintf format, one side of a concatenation, the Text of a content
// literal) that states a failure, or "". Map and struct keys are not text.
func (c *checker) statedFailure(e ast.Expr) string {
	info := c.pass.TypesInfo
	found := ""
	ast.Inspect(e, func(n ast.Node) bool {
		if found != "" {
			return false
		}
		switch x := n.(type) {
		case *ast.KeyValueExpr:
			ast.Inspect(x.Value, func(n ast.Node) bool {
				if v, ok := n.(ast.Expr); ok && found == "" {
					found = c.statedFailure(v)
				}
				return false
			})
			return false
		case ast.Expr:
			tv, ok := info.Types[x]
			if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
				return true
			}
			if s := constant.StringVal(tv.Value); failureWords.MatchString(s) {
				found = strings.TrimSpace(s)
			}
			return false
		}
		return true
	})
	return found
}

// conditional reports whether ret sits inside a branch of fn rather than
// at its top level: a tool whose every call ends in that text is not
// failing on some input, it is saying what it always says.
func (c *checker) conditional(ret *ast.ReturnStmt, fn ast.Node) bool {
	body := funcBody(fn)
	for _, s := range body.List {
		if s == ret {
			return false
		}
	}
	return true
}

// quoteText shortens s for a message.
func quoteText(s string) string {
	if len(s) > 60 {
		s = s[:57] + "..."
	}
	return `"` + s + `"`
}
