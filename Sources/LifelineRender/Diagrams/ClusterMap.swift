import LifelineTrace

/// Which cluster of a `TraceStateSummary` each track's moves go to: the app's, one per scene
/// up to the scene limit (in order of first counted move), then one the rest share, or one
/// for all scenes when they are merged.
///
/// A scene finds its cluster by the identity the follower gave it (`FollowStep.sceneIdentity`,
/// on the move); its id is looked up once per scene object, since clusters are titled by id
/// (two objects of one id, in two runs, share one). Only the scenes with a cluster of their own
/// are kept by id, so a trace of a million scenes costs as much as one of nine.
struct ClusterMap {
    let merged: Bool
    let sceneLimit: Int
    private var app: Int?
    /// `all scenes` or `other scenes`.
    private var shared: Int?
    /// By scene identity: its cluster (-1: not met yet).
    private var clusterOf: [Int32] = []
    private var ownByID: [String: Int] = [:]

    init(merged: Bool, sceneLimit: Int) {
        self.merged = merged
        self.sceneLimit = sceneLimit
    }

    /// The cluster index of `move`'s track (`scene` is its record's scene), adding the
    /// cluster to `clusters` on first sight.
    @inline(__always)
    mutating func cluster(
        for move: StateTracker.RecordMove, scene: Symbol, symbols: TraceSymbols,
        clusters: inout [TraceStateSummary.Cluster]
    ) -> Int {
        if move.onAppTrack {
            if let app { return app }
            app = clusters.count
            clusters.append(TraceStateSummary.Cluster(title: "app", isApp: true))
            return clusters.count - 1
        }
        let identity = move.scene
        if identity < clusterOf.count, clusterOf[identity] >= 0 { return Int(clusterOf[identity]) }
        let index = sceneCluster(scene, symbols: symbols, clusters: &clusters)
        if identity >= clusterOf.count { clusterOf += repeatElement(-1, count: identity + 1 - clusterOf.count) }
        clusterOf[identity] = Int32(index)
        return index
    }

    private mutating func sceneCluster(
        _ scene: Symbol, symbols: TraceSymbols, clusters: inout [TraceStateSummary.Cluster]
    ) -> Int {
        if !merged {
            let id = symbols.string(scene) ?? ""
            if let own = ownByID[id] { return own }
            if ownByID.count < sceneLimit {
                ownByID[id] = clusters.count
                clusters.append(TraceStateSummary.Cluster(title: id, isApp: false))
                return clusters.count - 1
            }
        }
        if let shared { return shared }
        shared = clusters.count
        clusters.append(TraceStateSummary.Cluster(title: merged ? "all scenes" : "other scenes", isApp: false))
        return clusters.count - 1
    }
}
