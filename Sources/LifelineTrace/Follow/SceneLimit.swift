import LifelineModel
import LifelineSupport

extension LineSite {
    /// The error for an event that names one scene more than ``TraceFollower/sceneLimit`` in
    /// its process run (Docs/input-output.md, "Hostile input").
    @usableFromInline package func sceneLimitError() -> Diagnostic {
        error(
            1,
            """
            more than \(TraceFollower<Int>.sceneLimit) scenes in one process run: each is followed until its run \
            ends; 
            """
                + "no device connects so many, so this trace is broken or hostile")
    }
}

extension FollowStep {
    /// Throws ``LineSite/sceneLimitError()`` at `site` when this step named a scene past the
    /// follower's limit: the one check every command that follows a trace makes.
    @inline(__always)
    @usableFromInline package func checkSceneLimit(at site: @autoclosure () -> LineSite) throws(Diagnostic) {
        if sceneLimitReached { throw site().sceneLimitError() }
    }
}
