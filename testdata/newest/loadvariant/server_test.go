package loadvariant_test

import (
	"testing"

	"fixtures/loadvariant/helper"
)

func TestIndex(t *testing.T) {
	if helper.Index(nil)["ping"] != 0 {
		t.Fatal("ping not indexed")
	}
}
