package analyzer

import "testing"

func TestFailureWords(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"Operation not allowed in read-only mode", true},
		{"Upload creation not allowed in read-only mode", true},
		{"Customer type must be 'company' or 'private'", true},
		{`item_type must be either "salesItem" or "descriptionOnlyItem"`, true},
		{"name is required", true},
		{"Port must be a valid number", true},
		{"limit must be an valid integer", true},
		{"Each entry must be valid UTF-8 after this step", false},
		{"Stack not found", true},
		{"Deleting tags is allowed for admins only when confirm is set", false},
		{"Names must be lowercase; stored as my-app", false},
		{"No stacks found.", false},
		{"Created customer 42", false},
		{"Already exists", false},
		{"This archive type does not support listing channels.", true},
		{"Unknown command %q. Run command_help with an empty command name to list all commands.", true},
		{"unknown action: %s", true},
		{"Unknown", false},
		{"Unknown status codes are reported as errors by the API", false},
		{"Status: unknown", false},
		{"The index supports all archive types", false},
	} {
		if got := failureWords.MatchString(tc.text); got != tc.want {
			t.Errorf("failureWords.MatchString(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
