// Package clientset stands for a generated clientset: its interface is
// named Interface, and its package's path says client.
package clientset

import "context"

type Interface interface {
	Clusters(ctx context.Context) ([]string, error)
}
