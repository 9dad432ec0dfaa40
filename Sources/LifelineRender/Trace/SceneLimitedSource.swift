import LifelineModel
import LifelineSupport
import LifelineTrace

/// A source that can say where its last event was read, for diagnostics about it.
public protocol LocatedTraceSource: TraceSource {
    /// The file and line of the event `nextRecord()` returned last.
    var site: LineSite { get }
}

extension TraceReader: LocatedTraceSource {}

/// Hands on another source's events, stopping with ``LineSite/sceneLimitError()`` at the
/// first that names a scene past ``TraceFollower/sceneLimit`` in its run: every drawing keeps
/// per-scene lanes, tracks and clusters, so the limit that bounds the follower bounds them too.
///
/// It is also where a drawing's events are followed, once: the source's own step when the
/// source follows the trace (a checked drawing's checker), else its follower's.
final class SceneLimitedSource: FollowingSource {
    private let source: TraceSource
    /// `source` when it follows the trace itself, asked once (``TraceSource/following``).
    private let following: FollowingSource?
    private var follower: RecordFollower
    private var read = 0
    private(set) var lastStep = FollowStep(run: 0)

    var header: TraceHeader { source.header }
    var symbols: TraceSymbols { source.symbols }

    init(_ source: TraceSource, profile: Profile) {
        self.source = source
        following = source.following
        follower = RecordFollower(profile: profile, reading: source.header.reading)
    }

    func nextRecord() throws(Diagnostic) -> EventRecord? {
        guard let record = try source.nextRecord() else { return nil }
        read += 1
        lastStep = following?.lastStep ?? follower.step(record, symbols: source.symbols)
        try lastStep.checkSceneLimit(at: site)
        return record
    }

    /// Where the source says it is; a source that cannot say counts its events after the header.
    private var site: LineSite {
        (source as? LocatedTraceSource)?.site ?? LineSite(file: "<trace>", line: read + 1)
    }
}
