#include "tricorne/block/scenario.h"

#include <array>
#include <chrono>

namespace tricorne::block {

namespace {
Calendar::Date plusDays(int year, int month, int day, int days) {
    using namespace std::chrono;
    const sys_days start = sys_days(std::chrono::year(year) / std::chrono::month(static_cast<unsigned>(month)) / std::chrono::day(static_cast<unsigned>(day)));
    const year_month_day d(start + std::chrono::days(days));
    return {static_cast<int>(d.year()), static_cast<int>(static_cast<unsigned>(d.month())), static_cast<int>(static_cast<unsigned>(d.day()))};
}
}  // namespace

Calendar::Date Calendar::firstDayOf(int turn) const { return plusDays(year, month, day, (turn - 1) * daysPerTurn); }
Calendar::Date Calendar::lastDayOf(int turn) const { return plusDays(year, month, day, turn * daysPerTurn - 1); }

std::string monthName(int month) {
    static constexpr std::array<const char*, 12> kNames = {"January", "February", "March",     "April",   "May",      "June",
                                                           "July",    "August",   "September", "October", "November", "December"};
    return month >= 1 && month <= 12 ? kNames[static_cast<std::size_t>(month - 1)] : "";
}

const BoxContents* Scenario::boxContents(const std::string& box) const {
    for (const auto& b : boxes)
        if (b.box == box) return &b;
    return nullptr;
}

}  // namespace tricorne::block
