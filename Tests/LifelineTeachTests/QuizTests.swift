import Foundation
import LifelineModel
import LifelineTeach
import Testing

@Suite("explain --quiz")
struct QuizTests {
    /// Runs the quiz on `trace` with `answers`, returning the transcript and the score.
    static func run(_ trace: String, answers: [String]) throws -> (String, QuizScore) {
        let narrator = try Narrator.load(path: TeachGolden.trace("Traces/\(trace).jsonl"))
        var remaining = answers[...]
        var transcript = ""
        let score = QuizSession(quiz: Quiz(narrator: narrator), echo: true).run(
            readAnswer: { remaining.popFirst() }, write: { transcript += $0 })
        return (transcript.replacingOccurrences(of: TeachGolden.repository.path + "/", with: ""), score)
    }

    @Test("every question's choices are the model's candidates, and the answer is among them")
    func choicesComeFromTheModel() throws {
        let narrator = try Narrator.load(path: TeachGolden.trace("Traces/ios13/home-and-return.jsonl"))
        let quiz = Quiz(narrator: narrator)
        let profile = narrator.adoption.profile
        // A question before every callback UIKit chose among two or more lines of the model's.
        var tracker = SnapshotTracker(adoption: narrator.adoption, reading: narrator.header.reading)
        var expected = 0
        for event in narrator.events {
            let legal = NextCallbacks.candidates(after: tracker.snapshot, adoption: narrator.adoption)
            if event.kind == .callback,
                NextCallbacks.choices(legal, after: tracker.snapshot, profile: profile).count >= 2
            {
                expected += 1
            }
            tracker.apply(event)
        }
        #expect(quiz.questionCount == expected && expected > 0)
        for case .asked(let question) in quiz.items {
            let legal = NextCallbacks.candidates(after: question.before, adoption: narrator.adoption)
            #expect(question.choices.count >= 2)
            #expect(!question.offModel)
            #expect(question.choices == NextCallbacks.choices(legal, after: question.before, profile: profile))
            // The delivered callback by name, or the line of the callbacks that change no state.
            let delivered = question.choices[question.answer]
            #expect(delivered.callback == question.step.event.method || delivered.callback == nil)
        }
    }

    @Test("the callbacks that change no state are one choice per receiver, after the others")
    func loopsAreOneChoice() throws {
        let narrator = try Narrator.load(path: TeachGolden.trace("Traces/ios13/home-and-return.jsonl"))
        for case .asked(let question) in Quiz(narrator: narrator).items {
            var seen: Set<CandidateTarget> = []
            for (index, choice) in question.choices.enumerated() where choice.callback == nil {
                #expect(seen.insert(choice.target).inserted)
                #expect(question.choices[(index + 1)...].allSatisfy { $0.target != choice.target })
            }
        }
    }

    @Test("all right: the score is full")
    func allRight() throws {
        let narrator = try Narrator.load(path: TeachGolden.trace("Traces/ios12/home-and-return.jsonl"))
        var answers: [String] = []
        for case .asked(let question) in Quiz(narrator: narrator).items { answers.append(String(question.answer + 1)) }
        let (transcript, score) = try Self.run("ios12/home-and-return", answers: answers)
        #expect(score.right == answers.count && score.asked == answers.count)
        #expect(transcript.hasSuffix("Score: \(answers.count) of \(answers.count) right (100%).\n"))
        try TeachGolden.check(transcript, named: "quiz-ios12-home-and-return-all-right.txt")
    }

    @Test("a wrong answer, an answer that is no number, then the answers run out")
    func wrongInvalidAndEnd() throws {
        // "twelve" and "99" are given to the third question: the range is its choices', from the model.
        let narrator = try Narrator.load(path: TeachGolden.trace("Traces/ios13/cold-launch.jsonl"))
        let questions = Quiz(narrator: narrator).items.compactMap { item -> QuizQuestion? in
            if case .asked(let question) = item { return question }
            return nil
        }
        // Right, wrong, two answers that are no choice, right: the numbers read off the quiz.
        let answers = [
            String(questions[0].answer + 1), questions[1].answer == 0 ? "2" : "1", "twelve",
            "99", String(questions[2].answer + 1)
        ]
        let (transcript, score) = try Self.run("ios13/cold-launch", answers: answers)
        #expect(score.asked == 3 && score.right == 2)
        #expect(transcript.contains("Please answer with a number from 1 to \(questions[2].choices.count).\n"))
        #expect(
            transcript.hasSuffix(
                """
                No more answers: the quiz stops here.\nScore: 2 of 3 right (67%). 1 of 4 questions were not \
                answered.\n
                """
            ))
        try TeachGolden.check(transcript, named: "quiz-ios13-cold-launch-partial.txt")
    }
}
