import ArgumentParser
import LifelineModel
import LifelineSupport
import LifelineTeach
import LifelineTrace

/// `lifeline explain TRACE`: a narrated walk through a trace, step by step or as a quiz.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Tell a trace event by event: what each means, the states after it, what UIKit may deliver next.",
        discussion: """
            Every event gets a headline, the model's plain-language sentence for it (with the \
            sections of Docs/lifecycle-facts.md it rests on), the app's and every scene's state after \
            it, and the callbacks UIKit may deliver next, read off the model's state machines and \
            routing table for the trace's profile.

            --step waits for a key between events when standard input is a terminal (q stops). \
            --quiz hides each callback UIKit could have chosen among several, lists the legal \
            candidates by number, reads one answer per line from standard input, tells you whether \
            it was right and ends with your score; answers can be piped in.

            Explaining is for teaching-sized traces: the events are held in memory.

            Examples:
              lifeline explain Traces/ios13/cold-launch.jsonl
              lifeline explain Traces/ios12/home-and-return.jsonl --step
              lifeline explain Traces/ios13/cold-launch.jsonl --quiz
              printf '1\\n' | lifeline explain Traces/ios12/cold-launch.jsonl --quiz
            """
    )

    @Argument(help: "The trace ('-' reads standard input).")
    var trace: String

    @Option(help: "The profile (\(Profile.allValueStrings.joined(separator: ", "))); overrides the trace's header.")
    var profile: Profile?

    @Flag(help: "Wait for a key between events (when standard input is a terminal).")
    var step = false

    @Flag(help: "Ask for each callback before showing it; answers are read from standard input.")
    var quiz = false

    @Option(name: .shortAndLong, help: "Write the narration to this file instead of standard output.")
    var output: String?

    func validate() throws {
        if step && quiz {
            throw ValidationError("--step and --quiz do not go together: the quiz already waits for answers")
        }
        if quiz && trace == "-" {
            throw ValidationError("--quiz reads its answers from standard input, so the trace must be a file")
        }
        if (step || quiz) && output != nil {
            throw ValidationError("-o writes the narration; --step and --quiz talk to the terminal")
        }
    }

    func run() throws {
        try SameFile.refuseOverwriting(output, inputs: [trace])
        let narrator = try SpooledInput.withRereadablePath(trace) { path in
            try WorkBudget.checkSize(
                path: path, command: "explain", maxEvents: WorkBudget.explainEvents,
                advice: "explain a shorter excerpt of the trace")
            return try Narrator.load(path: path, profile: profile)
        }
        if quiz {
            let session = QuizSession(quiz: Quiz(narrator: narrator), echo: !Terminal.inputIsInteractive)
            // The quiz prints ids and notes from the trace: escaped like every text output.
            session.run(
                readAnswer: { readLine(strippingNewline: true) },
                write: { FileHandleStandardOutput.write(Escaping.Terminal.escaped($0, keepingLineFeeds: true)) })
            return
        }
        if step && Terminal.inputIsInteractive {
            FileHandleStandardOutput.write(Escaping.Terminal.escaped(narrator.introduction, keepingLineFeeds: true))
            for step in narrator.steps() {
                FileHandleStandardOutput.write("\n" + Escaping.Terminal.escaped(step.text, keepingLineFeeds: true))
                FileHandleStandardOutput.write("[any key: next event · q: quit]")
                let key = KeyPress.wait()
                FileHandleStandardOutput.write("\r\u{1B}[K")
                if key == nil || key == UInt8(ascii: "q") { return }
            }
            return
        }
        try CheckOutput.emit(narrator.text(), to: output)
    }
}
