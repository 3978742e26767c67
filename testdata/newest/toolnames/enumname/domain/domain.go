// Package domain names its tools with enum types whose String methods
// map each constant to the tool's name; it imports no SDK.
package domain

type WikiTool int

const (
	WikiPageGet WikiTool = iota
	WikiPageList
	WikiPageSearch
)

func (w WikiTool) String() string {
	switch w {
	case WikiPageGet:
		return "wiki_page_get"
	case WikiPageList:
		return "wiki page list"
	}
	return "unknown"
}

type TrackerTool string

const (
	TrackerIssueGet  TrackerTool = "get"
	TrackerIssueFind TrackerTool = "find"
)

func (t TrackerTool) String() string {
	names := map[TrackerTool]string{
		TrackerIssueGet:  "tracker_issue_get",
		TrackerIssueFind: "tracker_issue_get",
	}
	return names[t]
}

// Label computes its text: not an enum's name.
func (t TrackerTool) Label() string { return "tracker " + string(t) }
