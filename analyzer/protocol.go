package analyzer

import "golang.org/x/mod/semver"

// A server speaks no newer MCP version than its SDK knows: the SDK
// answers initialize with the newest version in its supported list. A
// rule that a newer spec relaxes still binds a server whose SDK cannot
// negotiate that spec, whatever -mcp.spec says.

// goSDKProtocols lists, newest first, the first go-sdk release whose
// supportedProtocolVersions includes each spec version (mcp/shared.go,
// read in every release from v0.2.0 to v1.8.0).
var goSDKProtocols = []struct{ since, spec string }{
	{"v1.7.0", Spec20260728},
	{"v1.2.0", Spec20251125},
	{"v0.3.0", Spec20250618},
}

// mcpGoProtocols is goSDKProtocols for mcp-go: the first release whose
// LATEST_PROTOCOL_VERSION (mcp/types.go) is each spec version, read in
// v0.32.0, v0.37.0, v0.43.2, v0.44.0, v0.58.0, v1.0.0 and v1.2.1.
var mcpGoProtocols = []struct{ since, spec string }{
	{"v1.0.0", Spec20260728},
	{"v0.44.0", Spec20251125},
	{"v0.37.0", Spec20250618},
}

// EffectiveSpec is the MCP spec version that rules bind for a server on
// sdk: the configured version (-mcp.spec), or the newest version the
// pinned SDK release can negotiate when that is older. An SDK version the
// model does not know leaves the configured version.
func (m *Model) EffectiveSpec(sdk SDK) string {
	v := m.Version(sdk)
	var table []struct{ since, spec string }
	switch sdk {
	case GoSDK:
		table = goSDKProtocols
	case MCPGo:
		table = mcpGoProtocols
	} // other SDKs: not measured yet
	if v == "" || table == nil || !semver.IsValid(v) {
		return m.Config.Spec
	}
	max := "2025-03-26" // older than every version the rules name
	for _, row := range table {
		if semver.Compare(v, row.since) >= 0 {
			max = row.spec
			break
		}
	}
	if max < m.Config.Spec {
		return max
	}
	return m.Config.Spec
}
