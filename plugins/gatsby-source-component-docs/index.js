// Gatsby needs an entry file; the plugin lives in gatsby-node.ts.
