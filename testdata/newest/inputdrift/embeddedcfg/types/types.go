// Package types holds the argument structs of the embeddedcfg server,
// their common fields in an embedded struct.
package types

type ChartConfig struct {
	Title  string `json:"title,omitempty"`
	Width  int    `json:"width,omitempty"`
	Height int    `json:"height,omitempty"`
}

type BarChartConfig struct {
	ChartConfig
	Color string `json:"color,omitempty"`
}
