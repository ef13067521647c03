#include "game_tables.h"

#include <QLabel>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

#include <map>
#include <utility>

#include "game_controller.h"
#include "map_style.h"
#include "tricorne/series/rules/army_morale.h"
#include "victory_box.h"

namespace tricorne::app {

namespace {
constexpr int kChits = 5;  // 12.71: five momentum chits in all

QString sideColour(core::Side side) { return (side == core::Side::American ? style::kAmerican : style::kBritish).name(); }

QString halves(int h) {
    const QString whole = QString::number(h / 2);
    if (h % 2 == 0) return whole;
    return h / 2 == 0 ? QStringLiteral("\u00bd") : whole + QStringLiteral("\u00bd");
}

QString chits(int held) { return QString(held, QChar(0x25cf)) + QString(kChits - held, QChar(0x25cb)); }

QString pieceName(const core::GameState& s, int i) {
    return QString::fromStdString(s.isLeader(i) ? s.leaderDef(i).front.name : s.unitDef(i).name);
}

QString weatherName(core::Weather w) {
    switch (w) {
        case core::Weather::Clear: return GameTables::tr("Clear");
        case core::Weather::ModerateFog: return GameTables::tr("Moderate fog (E3.9)");
        case core::Weather::DenseFog: return GameTables::tr("Dense fog (E3.9)");
    }
    return QString();
}

QString turnTrack(const core::GameState& s) {
    QString cells;
    for (int t = s.scenario->firstTurn; t <= s.scenario->lastTurn; ++t) {
        const bool now = t == s.turn;
        cells += QStringLiteral("<td align=\"center\" style=\"background:%1;color:%2;padding:2px 5px\">%3</td>")
                     .arg(now ? QStringLiteral("#3a352a") : QStringLiteral("#eee6cd"), now ? QStringLiteral("#fff4d0") : QStringLiteral("#3a352a"))
                     .arg(t);
    }
    return QStringLiteral("<table cellspacing=\"1\" style=\"background:#8a7e66\"><tr>%1</tr></table>").arg(cells);
}
}  // namespace

GameTables::GameTables(GameController& game, QWidget* parent) : QWidget(parent), m_game(&game) {
    build();
    connect(m_game, &GameController::stateChanged, this, &GameTables::refresh);
    connect(m_game, &GameController::gameReplaced, this, &GameTables::refresh);
    refresh();
}

GameTables::GameTables(QWidget* parent) : QWidget(parent) {
    build();
    showPosition(nullptr);
}

void GameTables::build() {
    // The tracks on one tab, the victory box on the other; each scrolls when the panel is shorter than it.
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* tabs = new QTabWidget(this);
    tabs->setDocumentMode(true);
    const auto page = [tabs](const QString& title, const QString& name) {
        auto* scroll = new QScrollArea(tabs);
        scroll->setObjectName(name);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        auto* inner = new QWidget(scroll);
        auto* layout = new QVBoxLayout(inner);
        scroll->setWidget(inner);
        tabs->addTab(scroll, title);
        return std::pair{inner, layout};
    };
    const auto [tracks, tracksLayout] = page(tr("Tracks"), QStringLiteral("tracksScroll"));
    m_tracks = new QLabel(tracks);
    m_tracks->setTextFormat(Qt::RichText);
    m_tracks->setWordWrap(true);
    m_tracks->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_offMap = new QLabel(tracks);
    m_offMap->setTextFormat(Qt::RichText);
    m_offMap->setWordWrap(true);
    m_offMap->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    tracksLayout->addWidget(m_tracks);
    tracksLayout->addWidget(m_offMap);
    tracksLayout->addStretch(1);
    const auto [victory, victoryLayout] = page(tr("Victory"), QStringLiteral("victoryScroll"));
    m_victory = new VictoryBox(victory);
    victoryLayout->addWidget(m_victory);
    victoryLayout->addStretch(1);
    outer->addWidget(tabs);
}

QString GameTables::text() const { return m_tracks->text() + m_offMap->text(); }

void GameTables::refresh() { showPosition(m_game && m_game->hasGame() ? &m_game->state() : nullptr); }

void GameTables::showPosition(const core::GameState* state) {
    if (!state) {
        m_tracks->setText(tr("No game in progress."));
        m_victory->showPosition(nullptr, nullptr);
        m_offMap->clear();
        return;
    }
    const core::GameState& s = *state;
    QString html = tr("<b>Turn track</b>") + turnTrack(s);
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\" width=\"100%\"><tr><th></th>");
    for (core::Side side : core::kSides)
        html += QStringLiteral("<th style=\"color:%1\">%2</th>").arg(sideColour(side), GameController::playerName(core::playerOf(side)));
    html += QStringLiteral("</tr><tr><td>%1</td>").arg(tr("Army Morale (16)"));
    for (core::Side side : core::kSides) {
        const auto& level = core::armyMoraleLevel(s, side);
        html += QStringLiteral("<td align=\"center\"><b>%1</b> / %2<br><i>%3</i></td>")
                    .arg(s.armyMorale[static_cast<std::size_t>(side)])
                    .arg(core::armyMoraleMax(s))
                    .arg(QString::fromStdString(level.name).toHtmlEscaped());
    }
    html += QStringLiteral("</tr><tr><td>%1</td>").arg(tr("Momentum chits (12.7)"));
    for (core::Side side : core::kSides)
        html += QStringLiteral("<td align=\"center\">%1</td>").arg(s.momentum[static_cast<std::size_t>(side)]);
    html += QStringLiteral("</tr><tr><td>%1</td>").arg(tr("Victory points"));
    for (core::Side side : core::kSides)
        html += QStringLiteral("<td align=\"center\">%1</td>").arg(halves(s.vpHalves[static_cast<std::size_t>(side)]));
    html += QStringLiteral("</tr></table>");
    const int pool = kChits - s.momentum[0] - s.momentum[1];
    html += tr("Chit pool: %1 %2").arg(chits(pool)).arg(pool) + QStringLiteral("<br>");
    // E3.9.1: no weather is shown until the turn's fog roll has set it.
    const auto toCome = s.volumeRules->weatherToCome(s);
    html += tr("Weather: %1").arg(toCome ? QString::fromStdString(*toCome) : weatherName(s.weather)) + QStringLiteral("<br>");
    // 6.1: the initiative player of the turn, once this turn's roll has decided it.
    if (s.initiative && s.phase != core::Phase::Initiative) html += tr("Initiative: %1").arg(GameController::playerName(core::playerOf(*s.initiative))) + QStringLiteral("<br>");
    if (s.hasRule("E3.5.2")) html += (s.gatesReleased ? tr("Gates' Wing released (E3.5.2)") : tr("Gates' Wing not released (E3.5.2)")) + QStringLiteral("<br>");
    m_victory->showPosition(&s, m_game ? &m_game->log() : nullptr);
    // 5.D: the victory the end would give now, in one line; the Victory tab has its reasons and the ledger.
    if (!m_victory->levelText().isEmpty()) html += tr("If the game ended now: <b>%1</b> (5.D)").arg(m_victory->levelText().toHtmlEscaped());
    m_tracks->setText(html);

    QStringList lost[2];
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
        const core::Location where = s.pieces[static_cast<std::size_t>(i)].location;
        if (where != core::Location::Eliminated && where != core::Location::Captured) continue;
        const QString name = pieceName(s, i).toHtmlEscaped();
        lost[static_cast<std::size_t>(s.sideOf(i))] << (where == core::Location::Captured ? tr("%1 (captured)").arg(name) : name);
    }
    QString off = tr("<b>Eliminated and captured</b>");
    for (core::Side side : core::kSides) {
        const QStringList& names = lost[static_cast<std::size_t>(side)];
        off += QStringLiteral("<br><span style=\"color:%1\">%2:</span> %3")
                   .arg(sideColour(side), GameController::playerName(core::playerOf(side)), names.isEmpty() ? tr("none") : names.join(QStringLiteral(", ")));
    }
    m_offMap->setText(off + reinforcements(s));
}

QString GameTables::reinforcements(const core::GameState& s) {
    // 9.11: the counters waiting on the turn track, by the turn they enter and their entry hex.
    std::map<int, QStringList> byTurn;
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
        const core::Piece& p = s.pieces[static_cast<std::size_t>(i)];
        if (p.location != core::Location::TurnTrack) continue;
        byTurn[p.entryTurn] << QStringLiteral("<span style=\"color:%1\">%2</span> (%3)")
                                   .arg(sideColour(s.sideOf(i)), pieceName(s, i).toHtmlEscaped(), QString::fromStdString(p.hex.str()));
    }
    QString html = QStringLiteral("<br><br>") + tr("<b>Reinforcements</b> (9.11)");
    if (byTurn.empty()) return html + QStringLiteral("<br>") + tr("none to come");
    for (const auto& [turn, names] : byTurn) html += QStringLiteral("<br>") + tr("Turn %1: %2").arg(turn).arg(names.join(QStringLiteral(", ")));
    return html;
}

}  // namespace tricorne::app
