package analyzer

import "go/types"

// repeats, when a driver sets it, reports the packages whose model would
// only repeat another package's: the standalone driver analyzes both p
// and its test variant "p [p.test]", which holds every file of p again,
// while the model reads no _test.go file. Building the variant's model
// would cost as much as p's and find the same things (the driver prints
// each finding once), so the variant gets the empty model of a package
// without MCP code. go vet analyzes only the variant, and never sets it.
var repeats func(*types.Package) bool

// SetRepeats makes the model skip the packages for which f reports true.
// A driver calls it once, before it runs the analysis.
func SetRepeats(f func(*types.Package) bool) { repeats = f }

func repeated(pkg *types.Package) bool { return repeats != nil && repeats(pkg) }
