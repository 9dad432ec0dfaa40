/// A per-window action of iPadOS multitasking, or an external display connecting
/// (lifecycle-facts.md §15). Each moves one window's scene; the app's state is the aggregate
/// of its scenes (§3), as for every scene step.
public enum WindowAction: String, CaseIterable, Sendable {
    /// Split View: a window opens (or a background window comes) beside the one on screen.
    case splitView = "split-view"
    /// Slide Over: a window comes over the one on screen, which keeps its size.
    case slideOver = "slide-over"
    /// The user drags the divider to close one side of Split View: that window leaves the
    /// screen, the other fills it.
    case leaveSplitView = "leave-split-view"
    /// Stage Manager: the user minimises one window; the others stay on screen.
    case minimizeWindow = "minimize-window"
    /// The user brings a minimised (background) window back.
    case restoreWindow = "restore-window"
    /// The user connects a display: UIKit offers the app a non-interactive external-display scene.
    case connectDisplay = "connect-display"
    /// The user disconnects that display.
    case disconnectDisplay = "disconnect-display"
    /// The user opens the app after it was terminated: UIKit reconnects every open session.
    case relaunchAllWindows = "relaunch-all-windows"
}

/// Whose windowing a window action follows, where devices disagree (§15, OBSERVED).
package enum WindowingVariant: String, CaseIterable, Sendable {
    /// iPadOS 13–18: a window leaving or rejoining the screen gets its scene delegate callbacks
    /// (Stage Manager's "task collections" on iPadOS 18).
    case sceneCallbacks = "scene-callbacks"
    /// iPadOS 26: "SceneDelegate doesn't report activation/deactivation of windows on iPad";
    /// the window's `traitCollection.activeAppearance` changes instead.
    case ipados26
}

/// The role of the session a window action's scene has (`UISceneSession.Role`).
package enum WindowRole: Sendable {
    /// `windowApplication`: an interactive window.
    case application
    /// `windowExternalDisplayNonInteractive`: content on a connected display, no events.
    case externalDisplayNonInteractive
}

/// One window action as the model's row: the callbacks the window it names receives, in order,
/// and what the app's other windows on screen receive after them. The runtime executes the
/// rows; a connection's callbacks (`configurationForConnecting`, `scene(_:willConnectTo:options:)`)
/// run only when the window is new, since a connected scene is never connected again (§2.3).
package struct WindowSequence: Sendable {
    package var action: WindowAction
    /// The variant the row belongs to.
    package var variant: WindowingVariant = .sceneCallbacks
    /// The role of the window's session.
    package var role: WindowRole
    /// The window's callbacks, in order.
    package var window: [Callback]
    /// The callback each other interactive window in the foreground gets afterwards, if any.
    package var others: Callback?
    /// Whether the window becomes the key window (`UIWindow.isKeyWindow`): no delegate method
    /// says so; the runtime writes a note.
    package var becomesKey: Bool
    /// The fact the row follows.
    package var citation: Citation

    private static let foreground: [Callback] = [.sceneWillEnterForeground, .sceneDidBecomeActive]
    private static let background: [Callback] = [.sceneWillResignActive, .sceneDidEnterBackground]
    private static let newWindow: [Callback] = [.configurationForConnecting, .sceneWillConnect] + foreground

    /// The table, one row per action.
    package static let table: [WindowSequence] = [
        // Both windows of Split View are foreground active (OBSERVED); the one already on
        // screen is resized to share it: windowScene(_:didUpdate:…) "when the size … changes".
        WindowSequence(
            action: .splitView, role: .application, window: newWindow, others: .windowSceneDidUpdate,
            becomesKey: true, citation: Citation(.observed, "15", CitedPage.splitViewBothActive)),
        // Slide Over floats above the window on screen, which keeps its size [UNSURE].
        WindowSequence(
            action: .slideOver, role: .application, window: newWindow, others: nil,
            becomesKey: true, citation: Citation(.unsure, "15", CitedPage.splitViewBothActive)),
        // The closed side leaves the screen as a window does (§2.2); the other fills the screen.
        WindowSequence(
            action: .leaveSplitView, role: .application, window: background, others: .windowSceneDidUpdate,
            becomesKey: false, citation: Citation(.unsure, "15", CitedPage.windowSceneDidUpdate)),
        // iPadOS 18 Stage Manager: scene callbacks per window (OBSERVED); iPadOS 26 sends none.
        WindowSequence(
            action: .minimizeWindow, role: .application, window: background, others: nil,
            becomesKey: false, citation: Citation(.observed, "15", CitedPage.stageManagerCallbacks)),
        WindowSequence(
            action: .restoreWindow, role: .application, window: foreground, others: nil,
            becomesKey: true, citation: Citation(.observed, "15", CitedPage.stageManagerCallbacks)),
        // iPadOS 26: a resized window hears of it through the method that replaces the
        // deprecated one (DOCUMENTED); that the deprecated one is then not called is UNSURE.
        WindowSequence(
            action: .splitView, variant: .ipados26, role: .application, window: newWindow,
            others: .windowSceneDidUpdateEffectiveGeometry, becomesKey: true,
            citation: Citation(.unsure, "15", CitedPage.windowSceneDidUpdateEffectiveGeometry)),
        WindowSequence(
            action: .leaveSplitView, variant: .ipados26, role: .application, window: background,
            others: .windowSceneDidUpdateEffectiveGeometry, becomesKey: false,
            citation: Citation(.unsure, "15", CitedPage.windowSceneDidUpdateEffectiveGeometry)),
        // iPadOS 26: no scene delegate callback; the scene's state does not move.
        WindowSequence(
            action: .minimizeWindow, variant: .ipados26, role: .application, window: [], others: nil,
            becomesKey: false, citation: Citation(.observed, "15", CitedPage.stageManagerCallbacks)),
        WindowSequence(
            action: .restoreWindow, variant: .ipados26, role: .application, window: [], others: nil,
            becomesKey: true, citation: Citation(.observed, "15", CitedPage.stageManagerCallbacks)),
        // A new scene of its own role, asked for by configurationForConnecting (DOCUMENTED). It
        // comes to the foreground; whether it then becomes active is the runtime's
        // `display-activation` (devices: it stays inactive, §15 OBSERVED; Apple's "invariably
        // followed by", §2.1: active). It takes no touches, so it is never the key window.
        WindowSequence(
            action: .connectDisplay, role: .externalDisplayNonInteractive, window: newWindow, others: nil,
            becomesKey: false, citation: Citation(.documented, "15", CitedPage.connectedDisplay)),
        // The display's scene leaves the screen, disconnects, and its session goes [UNSURE].
        WindowSequence(
            action: .disconnectDisplay, role: .externalDisplayNonInteractive,
            window: background + [.sceneDidDisconnect, .didDiscardSceneSessions], others: nil,
            becomesKey: false, citation: Citation(.unsure, "15", CitedPage.connectedDisplay)),
        // Per restored session, after the launch: willConnectTo with the session's restoration
        // activity, foreground, active (§2.1, §2.7); configurationForConnecting is not asked (§2.1).
        WindowSequence(
            action: .relaunchAllWindows, role: .application, window: [.sceneWillConnect] + foreground,
            others: nil, becomesKey: false, citation: Citation(.documented, "15", CitedPage.stateRestorationNews))
    ]

    /// The row of `action` under `variant`: its own row, or the one all variants share.
    package static func row(_ action: WindowAction, variant: WindowingVariant = .sceneCallbacks) -> WindowSequence {
        // Every action has a scene-callbacks row (WindowSequenceTests); the first is a safe answer otherwise.
        table.first { $0.action == action && $0.variant == variant }
            ?? table.first { $0.action == action && $0.variant == .sceneCallbacks } ?? table[0]
    }
}
