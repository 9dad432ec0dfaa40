#if DEBUG
    /// Counts the follower steps taken in the current task, so that a test can hold every reader
    /// of a trace to one step per event (issue 30: `check`, every drawing, `report`, `stats`).
    /// Compiled into debug builds only; release builds pay nothing.
    package final class FollowerStepCounter: @unchecked Sendable {  // one task writes it
        package var steps = 0
        package init() {}
        /// The counter of the task running, if a test set one.
        @TaskLocal package static var current: FollowerStepCounter?
    }
#endif
