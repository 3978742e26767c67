// Package precommit tests the hooks of .pre-commit-hooks.yaml with
// pre-commit itself (validate-manifest, try-repo on the example servers).
// It holds only tests.
package precommit
