// Stands in for Gatsby's internal partytown plugin in the browser build (gatsby/webpack.ts): the
// plugin only acts under `gatsby develop`, and the site has no off-main-thread scripts, so the
// build has nothing of it to run and ships none of its code (gatsby-script, partytown's snippet).
