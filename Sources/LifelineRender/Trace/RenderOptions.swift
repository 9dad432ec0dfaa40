import LifelineModel
import LifelineTrace

/// What every trace renderer takes besides the events: which part of the trace to draw,
/// the findings to paint on it and how detailed to be.
public struct RenderOptions: Sendable {
    /// Only events at or after this time.
    public var from: TraceTime?
    /// Only events at or before this time.
    public var to: TraceTime?
    /// Only these scenes (empty: all). Events of no scene (the app's, actions) are kept.
    public var scenes: Set<String>
    /// The profile to hold the trace to; nil uses the trace's header.
    package var profile: Profile?
    /// Findings to paint (the checker's violations).
    package var highlights: [Highlight]
    /// Findings that arrive while the renderer reads (see `HighlightTable`); used instead of
    /// `highlights` when set.
    package var liveHighlights: HighlightTable?
    /// Beyond this many events in the window, timelines and text switch to per-interval
    /// summaries and sequence diagrams stop drawing messages.
    package var detailLimit: Int
    /// At most this many scenes get their own lane or cluster; the rest share one.
    package var sceneLimit: Int
    /// Tag shapes with SVG classes that say what they stand for (`ev-<seq>` on an event's
    /// timeline mark, `bucket-<i>` on a summary column, `state-<cluster>-<state>` on a state
    /// diagram's state, `move-<cluster>-<from>-<to>` on a transition the model has), so an
    /// interactive page can find them. Off by default: the DOT of
    /// `lifeline render` stays as it was.
    package var svgClasses = false
    /// How much legend to draw.
    public var legend = LegendDetail.compact
    /// State diagram: also draw the model's transitions the trace never took (dashed grey)
    /// and the states it never visited. Off by default: in a trace of a few moves they
    /// outnumbered the moves; the reference machine itself is `lifeline render --model`.
    package var referenceEdges = false
    /// State diagram: clusters per row; nil lays out about the square root of their number,
    /// so the clusters of many scenes make a grid rather than a strip.
    package var clusterColumns: Int?

    /// Options that keep the events between `from` and `to` of the `scenes` named (every scene
    /// when empty), with at most `detailLimit` details and `sceneLimit` scenes drawn.
    public init(
        from: TraceTime? = nil, to: TraceTime? = nil, scenes: Set<String> = [], profile: Profile? = nil,
        highlights: [Highlight] = [], detailLimit: Int = 400, sceneLimit: Int = 8
    ) {
        self.from = from
        self.to = to
        self.scenes = scenes
        self.profile = profile
        self.highlights = highlights
        self.detailLimit = detailLimit
        self.sceneLimit = sceneLimit
    }

    /// Whether an event at `time` falls in the time window.
    @inline(__always)
    package func inWindow(_ time: TraceTime) -> Bool {
        if let from, time < from { return false }
        if let to, to < time { return false }
        return true
    }

    /// Whether an event of the scene `scene` (nil: of none) passes the scene filter.
    package func passesSceneFilter(scene: String?) -> Bool {
        guard !scenes.isEmpty, let scene else { return true }
        return scenes.contains(scene)
    }

    /// Whether `event` falls in the time window.
    package func inWindow(_ event: TraceEvent) -> Bool { inWindow(event.time) }

    /// Whether `event` passes the scene filter.
    package func passesSceneFilter(_ event: TraceEvent) -> Bool { passesSceneFilter(scene: event.scene) }

    /// Both filters.
    package func includes(_ event: TraceEvent) -> Bool { inWindow(event) && passesSceneFilter(event) }

    /// The profile to use for a trace with `header`.
    package func profile(for header: TraceHeader) -> Profile { profile ?? header.profile ?? .ios13 }

    /// The highlights by event `seq`.
    package func highlightTable() -> HighlightTable { liveHighlights ?? HighlightTable(highlights) }
}
