import ArgumentParser
import Testing

@testable import Demo
@testable import DemoKit

@Suite("Command line")
struct DemoCommandTests {
    @Test func defaultsOpenTheLauncherInColourWithoutLog() throws {
        let command = try DemoCommand.parse([])
        #expect(command.screen == nil)
        #expect(command.noColor == false)
        #expect(command.log == nil)
    }

    @Test func parsesEveryOption() throws {
        let command = try DemoCommand.parse(["--screen", "stepping-up", "--no-color", "--log", "/tmp/demo.log"])
        #expect(command.screen == .steppingUp)
        #expect(command.noColor)
        #expect(command.log == "/tmp/demo.log")
    }

    @Test(arguments: DemoExample.allCases)
    func everyExampleCanBeOpenedByName(example: DemoExample) throws {
        #expect(try DemoCommand.parse(["--screen", example.rawValue]).screen == example)
    }

    @Test(arguments: [
        ("SteppingUp", DemoExample.steppingUp), ("simple_text_field", .simpleTextField), ("TABLE", .table),
    ])
    func screenNamesAreLenient(name: String, expected: DemoExample) throws {
        #expect(try DemoCommand.parse(["--screen", name]).screen == expected)
    }

    @Test func unknownScreenIsAClearErrorListingTheExamples() {
        do {
            _ = try DemoCommand.parse(["--screen", "nope"])
            Issue.record("an unknown screen was accepted")
        } catch {
            let message = DemoCommand.message(for: error)
            #expect(message.contains("nope"))
            for example in DemoExample.allCases {
                #expect(message.contains(example.rawValue))
            }
            #expect(DemoCommand.exitCode(for: error) != .success)
        }
    }

    @Test func recordAndReplayOptionsAreParsed() throws {
        let recording = try DemoCommand.parse(["--record", "/tmp/session.jsonl"])
        #expect(recording.record == "/tmp/session.jsonl")
        #expect(recording.replay == nil)
        let replaying = try DemoCommand.parse(["--replay", "/tmp/session.jsonl", "--speed", "2.5"])
        #expect(replaying.replay == "/tmp/session.jsonl")
        #expect(replaying.speed == 2.5)
        #expect(try DemoCommand.parse(["--replay", "x"]).speed == 1)
    }

    @Test(arguments: [
        ["--replay", "x", "--speed", "0"], ["--replay", "x", "--speed", "-1"], ["--replay", "x", "--speed", "nan"],
        ["--replay", "x", "--record", "y"], ["--speed", "2"], ["--record"], ["--replay"],
    ])
    func badRecordAndReplayOptionsFail(arguments: [String]) {
        #expect(throws: (any Error).self) { try DemoCommand.parse(arguments) }
    }

    @Test(arguments: [["--bogus"], ["--screen"], ["--log"], ["extra"]])
    func badArgumentsFailWithNonZeroExit(arguments: [String]) {
        #expect(throws: (any Error).self) { try DemoCommand.parse(arguments) }
        do {
            _ = try DemoCommand.parse(arguments)
        } catch {
            #expect(DemoCommand.exitCode(for: error) != .success)
            #expect(!DemoCommand.message(for: error).isEmpty)
        }
    }

    @Test func helpNamesEveryOptionAndExample() {
        let help = DemoCommand.helpMessage()
        for option in ["--screen", "--no-color", "--log", "--record", "--replay", "--speed", "--help"] {
            #expect(help.contains(option))
        }
        for example in DemoExample.allCases {
            #expect(help.contains(example.rawValue))
        }
    }
}
