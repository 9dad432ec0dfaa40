import Testing
import LifelineSupport

/// `CivilDate` against a reference written from the Gregorian rule itself: count the days of
/// every month from 1970 (a year has 366 days when divisible by 4, except centuries not
/// divisible by 400).
@Suite struct CivilDateTests {
    static func isLeap(_ year: Int64) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func monthLength(_ year: Int64, _ month: Int64) -> Int64 {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Every day from 1600-01-01 to 2400-12-31 by counting, with its number of days since 1970.
    static func referenceDays() -> [(year: Int64, month: Int64, day: Int64, days: Int64)] {
        var before1970: Int64 = 0
        for year in Int64(1600)..<1970 { before1970 += isLeap(year) ? 366 : 365 }
        var out: [(Int64, Int64, Int64, Int64)] = []
        var days = -before1970
        for year in Int64(1600)...2400 {
            for month in Int64(1)...12 {
                for day in 1...monthLength(year, month) {
                    out.append((year, month, day, days))
                    days += 1
                }
            }
        }
        return out
    }

    @Test("days(year:month:day:) and date(days:) agree with counting, 1600 to 2400")
    func agreesWithCounting() {
        let reference = Self.referenceDays()
        #expect(reference.count == 292_560)
        var wrong = 0
        for (year, month, day, days) in reference {
            if CivilDate.days(year: year, month: month, day: day) != days { wrong += 1 }
            let date = CivilDate.date(days: days)
            if date.year != year || date.month != month || date.day != day { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    @Test("the epoch, a leap day and the day before the epoch")
    func knownDays() {
        #expect(CivilDate.days(year: 1970, month: 1, day: 1) == 0)
        #expect(CivilDate.days(year: 1969, month: 12, day: 31) == -1)
        #expect(CivilDate.days(year: 2000, month: 3, day: 1) == 11_017)
        #expect(CivilDate.date(days: 19_782) == (2024, 2, 29))
    }
}
