/// What the system does not do for an app the user force-quit (swipe-kill in the app
/// switcher): the background launches it withholds until the user opens the app again, by the
/// reason a `background-launch` action names (its detail's `reason=` word), each with its fact.
package enum ForceQuit {
    /// One background-launch reason withheld after a force-quit.
    package struct Withheld: Sendable {
        /// The detail words that name the reason (the runtime's and the hand traces' spellings),
        /// static so that a reader can search an event's bytes for them with no string made.
        package var words: [StaticString]
        /// What launches the app for it, for a finding.
        package var what: String
        /// The fact that says it is withheld.
        package var citation: Citation
    }

    /// Silent pushes (§1.5) and background `URLSession` events (§14): both DOCUMENTED.
    package static let withheld: [Withheld] = [
        Withheld(
            words: ["silent-push", "remote-notification"], what: "a silent push",
            citation: Citation(
                .documented, "1.5",
                CitedPage.appDelegate + "application(_:didreceiveremotenotification:fetchcompletionhandler:)")),
        // "the system automatically wakes up or launches the iOS app in the background when the
        // session's tasks finish", but a force-quit cancels them (userForceQuitApplication).
        Withheld(
            words: ["url-session", "background-urlsession"], what: "a background URL session",
            citation: Citation(
                .documented, "14",
                "https://developer.apple.com/documentation/foundation/urlerror/backgroundtaskcancelledreason-swift.enum/userforcequitapplication"
            ))
    ]

    /// The withheld reason `detail` names, if any (once per background-launch action), by
    /// `contains(word, detail)`.
    package static func withheld(in detail: String, contains: (StaticString, String) -> Bool) -> Withheld? {
        for reason in withheld {
            for word in reason.words where contains(word, detail) { return reason }
        }
        return nil
    }
}
