/// Lays the clusters of a state diagram out as a grid: `dot` puts unconnected clusters side by
/// side, so nine scenes made an 8,827-point strip. Invisible edges from every node of one row
/// of clusters, through an invisible point, to every node of the next row rank each row below
/// the one before; weight 0, so they move no node within its own cluster. They hold only
/// under `newrank` (`graphAttributes`): dot's older ranking turns an edge between clusters into
/// a pull, not a constraint, and the rows overlapped.
struct ClusterGrid {
    /// The invisible statements that stack the rows (nothing for a single row).
    let anchors: [DOTStatement]
    /// How many rows.
    let rows: Int

    /// What the graph needs for the rows to hold (nothing for a single row, whose layout stays as it was).
    var graphAttributes: DOTAttributes { rows > 1 ? ["newrank": true] : [:] }

    /// `columns` clusters a row (nil: the smallest n with n × n ≥ the clusters' number, and
    /// one row for up to three clusters, which fit a page side by side).
    init(columns: Int?, clusters: [DOTSubgraph]) {
        let count = clusters.count
        let perRow = max(1, columns ?? (count <= 3 ? count : Self.ceilingSquareRoot(count)))
        let rows = stride(from: 0, to: count, by: perRow).map { Array(clusters[$0..<min($0 + perRow, count)]) }
        var anchors: [DOTStatement] = []
        for (index, row) in rows.enumerated().dropFirst() {
            let separator = "grid_row\(index)"
            anchors.append(
                .node(DOTNode(separator, ["shape": "point", "style": "invis", "width": 0, "height": 0, "label": ""])))
            for node in rows[index - 1].flatMap(Self.nodeIDs) {
                anchors.append(.edge(DOTEdge(from: node, to: separator, ["style": "invis", "weight": 0])))
            }
            for node in row.flatMap(Self.nodeIDs) {
                anchors.append(.edge(DOTEdge(from: separator, to: node, ["style": "invis", "weight": 0])))
            }
        }
        self.anchors = anchors
        self.rows = rows.count
    }

    /// The smallest n with n × n ≥ `count`.
    static func ceilingSquareRoot(_ count: Int) -> Int {
        var n = 1
        while n * n < count { n += 1 }
        return n
    }

    private static func nodeIDs(_ cluster: DOTSubgraph) -> [String] {
        cluster.statements.compactMap { if case let .node(node) = $0 { return node.id } else { return nil } }
    }
}
