//go:build tools

// Package tools pins etcd, the store of the local operator-mode cluster. It is a module of its own: etcd's
// dependencies must not move the Kubernetes build's.
package tools

import _ "go.etcd.io/etcd/server/v3"
