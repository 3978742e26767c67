package store

import "github.com/Masterminds/semver/v3"

// Versions skips the tags that are not versions: a semver parser
// decodes, and leaving out what does not parse is filtering, not a hidden
// failure.
func Versions(tags []string) []*semver.Version {
	var out []*semver.Version
	for _, t := range tags {
		v, err := semver.NewVersion(t)
		if err != nil {
			continue // skip non-semver tags
		}
		out = append(out, v)
	}
	return out
}
