// Package passon is a chain of helpers that pass an error parameter on
// and call the next helper in two other returns: a recursive-descent
// parser's shape. Read without memoizing each return's own error, the
// flow doubles at every helper (2^40 paths); it must answer at once.
//
// Code generated for the robustness test; the chain is the point.
package passon

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func p0(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p1(errors.New("unexpected x"), s[1:])
	}
	return p1(nil, s[1:])
}

func p1(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p2(errors.New("unexpected x"), s[1:])
	}
	return p2(nil, s[1:])
}

func p2(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p3(errors.New("unexpected x"), s[1:])
	}
	return p3(nil, s[1:])
}

func p3(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p4(errors.New("unexpected x"), s[1:])
	}
	return p4(nil, s[1:])
}

func p4(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p5(errors.New("unexpected x"), s[1:])
	}
	return p5(nil, s[1:])
}

func p5(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p6(errors.New("unexpected x"), s[1:])
	}
	return p6(nil, s[1:])
}

func p6(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p7(errors.New("unexpected x"), s[1:])
	}
	return p7(nil, s[1:])
}

func p7(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p8(errors.New("unexpected x"), s[1:])
	}
	return p8(nil, s[1:])
}

func p8(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p9(errors.New("unexpected x"), s[1:])
	}
	return p9(nil, s[1:])
}

func p9(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p10(errors.New("unexpected x"), s[1:])
	}
	return p10(nil, s[1:])
}

func p10(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p11(errors.New("unexpected x"), s[1:])
	}
	return p11(nil, s[1:])
}

func p11(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p12(errors.New("unexpected x"), s[1:])
	}
	return p12(nil, s[1:])
}

func p12(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p13(errors.New("unexpected x"), s[1:])
	}
	return p13(nil, s[1:])
}

func p13(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p14(errors.New("unexpected x"), s[1:])
	}
	return p14(nil, s[1:])
}

func p14(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p15(errors.New("unexpected x"), s[1:])
	}
	return p15(nil, s[1:])
}

func p15(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p16(errors.New("unexpected x"), s[1:])
	}
	return p16(nil, s[1:])
}

func p16(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p17(errors.New("unexpected x"), s[1:])
	}
	return p17(nil, s[1:])
}

func p17(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p18(errors.New("unexpected x"), s[1:])
	}
	return p18(nil, s[1:])
}

func p18(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p19(errors.New("unexpected x"), s[1:])
	}
	return p19(nil, s[1:])
}

func p19(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p20(errors.New("unexpected x"), s[1:])
	}
	return p20(nil, s[1:])
}

func p20(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p21(errors.New("unexpected x"), s[1:])
	}
	return p21(nil, s[1:])
}

func p21(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p22(errors.New("unexpected x"), s[1:])
	}
	return p22(nil, s[1:])
}

func p22(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p23(errors.New("unexpected x"), s[1:])
	}
	return p23(nil, s[1:])
}

func p23(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p24(errors.New("unexpected x"), s[1:])
	}
	return p24(nil, s[1:])
}

func p24(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p25(errors.New("unexpected x"), s[1:])
	}
	return p25(nil, s[1:])
}

func p25(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p26(errors.New("unexpected x"), s[1:])
	}
	return p26(nil, s[1:])
}

func p26(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p27(errors.New("unexpected x"), s[1:])
	}
	return p27(nil, s[1:])
}

func p27(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p28(errors.New("unexpected x"), s[1:])
	}
	return p28(nil, s[1:])
}

func p28(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p29(errors.New("unexpected x"), s[1:])
	}
	return p29(nil, s[1:])
}

func p29(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p30(errors.New("unexpected x"), s[1:])
	}
	return p30(nil, s[1:])
}

func p30(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p31(errors.New("unexpected x"), s[1:])
	}
	return p31(nil, s[1:])
}

func p31(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p32(errors.New("unexpected x"), s[1:])
	}
	return p32(nil, s[1:])
}

func p32(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p33(errors.New("unexpected x"), s[1:])
	}
	return p33(nil, s[1:])
}

func p33(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p34(errors.New("unexpected x"), s[1:])
	}
	return p34(nil, s[1:])
}

func p34(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p35(errors.New("unexpected x"), s[1:])
	}
	return p35(nil, s[1:])
}

func p35(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p36(errors.New("unexpected x"), s[1:])
	}
	return p36(nil, s[1:])
}

func p36(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p37(errors.New("unexpected x"), s[1:])
	}
	return p37(nil, s[1:])
}

func p37(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p38(errors.New("unexpected x"), s[1:])
	}
	return p38(nil, s[1:])
}

func p38(err error, s string) error {
	if s == "" {
		return err
	}
	if s[0] == 'x' {
		return p39(errors.New("unexpected x"), s[1:])
	}
	return p39(nil, s[1:])
}

func p39(err error, s string) error {
	if s == "" {
		return err
	}
	return errors.New("trailing input")
}

func parse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := p0(nil, req.GetString("text", "")); err != nil {
		return nil, err // want `errlayer: tool "parse": mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("ok"), nil
}

// Register serves the parser.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("parse", mcp.WithString("text")), parse)
}
