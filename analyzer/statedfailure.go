package analyzer

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"strings"
)

// failureWords matches result text that states the call failed: a thing
// the arguments named that does not exist ("Stack not found", "API version
// %s not found for %s"), a text that opens with "Error"/"Failed" or with
// a refusal of the arguments ("Invalid ID format", "Missing repo",
// "Unable to parse date", "Cannot delete", "Could not retrieve", "Too
// many IDs provided"), one
// that says an argument is needed ("name is required", "'id' must be
// provided", "No action specified, must be one of ...", "Should give the
// out_dir param"), or that the server lacks the
// configuration the call needs ("BGG_USERNAME environment variable not
// set", "API key not configured", "... please enable local preview",
// "amixer is not installed", "Volume control not supported on this
// platform": in the text's first clause), that refuses the call ("Operation
// not allowed in read-only mode") or a value the model gave ("Customer type
// must be 'company' or 'private'": a quoted choice), or
// that names what failed ("Insert document failed", "Login failed: %v",
// "⚠️ PARAMETERS REQUIRED"; not "%d tests failed", a count). "Already exists" is not one: a tool
// that creates what is already there may answer that as done
// (mcp-filesystem-server's create_directory). An empty answer ("No stacks
// found.") is a successful answer, not a failure.
var failureWords = regexp.MustCompile(`(?i)(\bnot found\b|^[^\pL\pN]*(error|failed|failure|fail to|invalid|missing|unable|cannot|can't|could not|couldn't)\b|\b(should|please|must) (give|provide|specify|pass|set)\b.*\b(param|parameter|argument)s?\b|^[^\pL\pN]*too (many|few|long|large)\b|\b(is|are) required\b|\bmust be (provided|specified|given)\b|^[^\pL\pN]*no [\pL_-]+( [\pL_-]+)? (was |were )?(specified|provided|given)\b.*\b(must|please|required)\b|\b(is |are )?not (set|configured)\b|\bplease (enable|configure|install)\b|^[^\pL\pN]*[\pL\pN' -]{0,50}\bnot (installed|supported|available|allowed|permitted)\b|^[^\pL\pN]*[\pL\pN' -]{0,50}\b(does not|doesn't|do not|don't|cannot|can't) support\b|^[^\pL\pN]*unknown [\pL_-]+( [\pL_-]+)?\s*(['"%:]|$)|\bmust be (either |one of )?['"]|\bmust be an? valid\b|^[^\pL\pN]*(\pL+ )?(parameters?|arguments?) required\b)`)

// namedFailure matches a text that names what failed: "Insert document
// failed", "Login failed: %v". Not a count ("%d tests failed").
var namedFailure = regexp.MustCompile(`(?i)^[^\pL\pN%]*\pL[\pL' -]{0,40} failed\b\s*([.:!]|$)`)

// verdictFailed matches a failed check that is the answer of a tool that
// checks ("Validation failed: ...", "Tests failed"): the tool did its
// work and reports the verdict.
var verdictFailed = regexp.MustCompile(`(?i)^[^\pL\pN]*(\pL+ )?(validation|verification|check|test|lint|build|compilation)s? failed\b`)

// StatedFailure returns the constant text in e (a string constant, a
// fmt.Sprintf format, one side of a concatenation, the Text of a content
// literal) that states a failure, or "". Map and struct keys are not text.
func StatedFailure(info *types.Info, e ast.Expr) string {
	found := ""
	ast.Inspect(e, func(n ast.Node) bool {
		if found != "" {
			return false
		}
		switch x := n.(type) {
		case *ast.KeyValueExpr:
			ast.Inspect(x.Value, func(n ast.Node) bool {
				if v, ok := n.(ast.Expr); ok && found == "" {
					found = StatedFailure(info, v)
				}
				return false
			})
			return false
		case ast.Expr:
			tv, ok := info.Types[x]
			if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
				return true
			}
			if s := constant.StringVal(tv.Value); failureWords.MatchString(s) || namedFailure.MatchString(s) && !verdictFailed.MatchString(s) {
				found = strings.TrimSpace(s)
			} else if j := jsonFailure(s); j != "" {
				found = j
			}
			return false
		}
		return true
	})
	return found
}

// IsStatusFailureTest reports whether cond, or one of its || terms, tests
// an HTTP status for failure: `resp.StatusCode != http.StatusOK`, `!= 200`,
// `>= 300`, `>= 400`, `> 299`, `< 200`. A branch under it handles an
// upstream that failed, whatever text it answers with; a test for one
// status (`== 404`) may be an answer ("not found") and is not one.
func IsStatusFailureTest(info *types.Info, cond ast.Expr) bool {
	// != 200 && != 201: every success status excluded.
	if be, ok := ast.Unparen(cond).(*ast.BinaryExpr); ok && be.Op == token.LAND {
		return IsStatusFailureTest(info, be.X) && IsStatusFailureTest(info, be.Y)
	}
	for _, t := range orTerms(ast.Unparen(cond)) {
		be, ok := ast.Unparen(t).(*ast.BinaryExpr)
		if !ok || !isStatusCode(info, be.X) {
			continue
		}
		tv := info.Types[be.Y]
		if tv.Value == nil || tv.Value.Kind() != constant.Int {
			continue
		}
		n, _ := constant.Int64Val(tv.Value)
		switch be.Op {
		case token.NEQ:
			if n >= 200 && n < 300 {
				return true
			}
		case token.GEQ:
			if n == 300 || n == 400 || n == 500 {
				return true
			}
		case token.GTR:
			if n == 299 || n == 399 || n == 499 {
				return true
			}
		case token.LSS:
			if n == 200 {
				return true
			}
		}
	}
	return false
}

// isStatusCode reports whether e is the int field StatusCode of a value
// (net/http's Response, or a client's own response type).
func isStatusCode(info *types.Info, e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "StatusCode" {
		return false
	}
	b, ok := typeUnder(info.TypeOf(sel)).(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// jsonFailure returns the text of a JSON object written as a constant
// (`{"available": false, "error": "Ollama not available"}`) that reports
// a failure under a key named for an error, or "".
func jsonFailure(s string) string {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "{") {
		return ""
	}
	var obj map[string]any
	if json.Unmarshal([]byte(t), &obj) != nil {
		return ""
	}
	for k, v := range obj {
		if text, ok := v.(string); ok && strings.TrimSpace(text) != "" && namesError(k) {
			return t
		}
	}
	return ""
}
