package analyzer

// IsSDKPackage reports whether path is a library package of an MCP SDK
// (go-sdk, mcp-go or mcp-golang, including their internal packages).
// Drivers use it to decide which packages must be type-checked from
// source: the model needs the syntax of the SDK's users, never the
// SDK's own (it only records the SDK's module version, which export data
// gives as well).
func IsSDKPackage(path string) bool { return isSDKPackage(path) }

// NeedsSource reports whether the model can learn anything from the
// syntax of a package that is not a root of the analysis: one that uses
// an SDK (directly or through its imports), or one that may hold a
// hand-rolled server (code of the main module, whose packages have no
// module version). Every other package yields no facts, so its types
// may come from export data.
func NeedsSource(path string, usesSDK bool, moduleVersion string, inModule bool) bool {
	if isSDKPackage(path) {
		return false
	}
	return usesSDK || (inModule && moduleVersion == "")
}
