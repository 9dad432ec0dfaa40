/// Runs a ``Quiz`` as a conversation: it writes each event and question, reads one answer per
/// question, tells the student whether it was right, and ends with the score.
///
/// Answers come from a closure (a line of standard input, nil at its end), so a test drives
/// it by piping answers; `echo` repeats each answer after the prompt when the input is not a
/// terminal, so a transcript reads like the session it was.
public struct QuizSession {
    /// The quiz asked.
    package let quiz: Quiz
    package let echo: Bool

    /// A session of `quiz`; `echo` repeats each answer read.
    public init(quiz: Quiz, echo: Bool) {
        self.quiz = quiz
        self.echo = echo
    }

    /// Runs the quiz; `write` receives the text as it goes (prompts without a newline).
    @discardableResult
    public func run(readAnswer: () -> String?, write: (String) -> Void) -> QuizScore {
        let total = quiz.questionCount
        write("Quiz on " + quiz.narrator.title + "\n")
        write(
            """
            Before each callback UIKit could choose among several, pick the one it delivers (answer with its \
            number).\n\n
            """
        )
        var score = QuizScore(questions: total)
        for item in quiz.items {
            switch item {
            case .shown(let step):
                write(step.sentence.headline + "\n")
            case .asked(let question):
                guard
                    let choice = ask(question, number: score.asked + 1, of: total, readAnswer: readAnswer, write: write)
                else {
                    write("\nNo more answers: the quiz stops here.\n")
                    write(score.summary + "\n")
                    return score
                }
                score.record(right: question.isRight(choice))
                write(reveal(question, choice: choice))
            }
        }
        write("\n" + score.summary + "\n")
        return score
    }

    /// Asks until the answer is a valid number; nil when the answers run out.
    private func ask(
        _ question: QuizQuestion, number: Int, of total: Int,
        readAnswer: () -> String?, write: (String) -> Void
    ) -> Int? {
        var text = "\nQuestion \(number) of \(total). now: \(question.before.line)\nWhat does UIKit deliver next?\n"
        let width = String(question.choices.count).count
        for (index, choice) in question.choices.enumerated() {
            let number = String(index + 1)
            text += String(repeating: " ", count: 2 + width - number.count) + number + ") " + choice.text + "\n"
        }
        write(text)
        while true {
            write("answer> ")
            guard let line = readAnswer() else { return nil }
            let answer = line.trimmingWhitespace
            if echo { write(answer + "\n") }
            if let value = Int(answer), value >= 1, value <= question.choices.count { return value - 1 }
            write("Please answer with a number from 1 to \(question.choices.count).\n")
        }
    }

    /// Right or not, then the event told: headline and the model's sentence.
    private func reveal(_ question: QuizQuestion, choice: Int) -> String {
        let delivered = question.choices[question.answer]
        var text =
            question.isRight(choice) ? "Right.\n" : "Not quite: it was \(question.answer + 1)) \(delivered.text).\n"
        if question.offModel {
            text += "The model does not allow it here: this trace breaks a rule (lifeline check says which).\n"
        }
        text += question.step.sentence.headline + "\n"
        text += TextWrap.wrap(question.step.sentence.explanation, lead: "   ", indent: "   ") + "\n"
        return text
    }
}

/// Right answers out of questions asked.
public struct QuizScore: Equatable, Sendable {
    /// Questions in the quiz.
    package let questions: Int
    package private(set) var asked = 0
    package private(set) var right = 0

    package init(questions: Int) { self.questions = questions }

    mutating func record(right isRight: Bool) {
        asked += 1
        if isRight { right += 1 }
    }

    /// `Score: 4 of 5 right (80%).`, with the questions left when the answers ran out.
    package var summary: String {
        let percent = asked == 0 ? 0 : (right * 100 + asked / 2) / asked
        var text = "Score: \(right) of \(asked) right (\(percent)%)."
        if asked < questions { text += " \(questions - asked) of \(questions) questions were not answered." }
        return text
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line ends (no Foundation needed).
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
