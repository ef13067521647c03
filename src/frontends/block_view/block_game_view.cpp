#include "block_game_view.h"

#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QGraphicsSceneMouseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

#include "battle_board_widget.h"
#include "block_charts.h"
#include "block_computer.h"
#include "block_item.h"
#include "block_new_game_dialog.h"
#include "block_replay_window.h"
#include "block_session.h"
#include "block_style.h"
#include "box_item.h"
#include "campaign_map_scene.h"
#include "campaign_map_view.h"
#include "main_window.h"
#include "player_picture.h"
#include "point_item.h"
#include "settings.h"

namespace tricorne::app {

namespace {
using K = block::BlockAction::Kind;
using BK = block::BattleAction::Kind;

constexpr int kMostChoicesListed = 400;  // a list longer than this is read on the map

using blockstyle::sideText;

block::BlockAction order(K kind) {
    block::BlockAction a;
    a.kind = kind;
    return a;
}

}  // namespace

std::string BlockFrontend::gameId() const { return std::string(block::BlockGame::kId); }

QString BlockFrontend::gameName() const { return QObject::tr("Saratoga 1777 (the block game)"); }

std::unique_ptr<GameView> BlockFrontend::createView(MainWindow& window) const { return std::make_unique<BlockView>(m_data, m_dataDir, window); }

BlockView& blockView(MainWindow& window) { return static_cast<BlockView&>(window.view()); }

BlockView::BlockView(const block::BlockData& data, const QString& dataDir, MainWindow& window) : m_data(data), m_dataDir(dataDir), m_window(window) {
    m_session = new BlockSession(data, this);
    m_computer = new BlockComputer(*m_session, this);
    m_session->setComputerSide([this](int player) { return m_computer->plays(player); });
    m_scene = new CampaignMapScene(data, this);
    // The map and the battle board share the middle of the window: the battle comes forward while it is fought.
    m_middle = new QTabWidget(&window);
    m_middle->setDocumentMode(true);
    m_map = new CampaignMapView(m_scene, m_middle);
    m_map->viewport()->installEventFilter(this);
    m_battle = new BattleBoardWidget(m_middle);
    m_battle->installEventFilter(this);
    m_middle->addTab(m_map, tr("Campaign Map"));
    m_middle->addTab(m_battle, tr("Battle Board"));
    m_middle->setTabEnabled(1, false);
    window.setCentralWidget(m_middle);
    connect(m_session, &GameSession::gameReplaced, this, &BlockView::gameReplaced);
    connect(m_session, &GameSession::stateChanged, this, [this] { m_computer->schedule(); });
    connect(m_computer, &BlockComputer::thinkingChanged, this, [this] { showChoices(); });
    connect(m_computer, &BlockComputer::failed, this, [this](const QString& error) {
        m_window.showMessage(tr("The computer cannot play: %1. The side is a person's now.").arg(error));
        showState();
    });
}

BlockView::~BlockView() { m_computer->stop(); }

GameSession& BlockView::session() const { return *m_session; }

std::vector<ScenarioOffer> BlockView::scenarios() const {
    return {{m_data.scenario.id, QString::fromStdString(m_data.scenario.name), tr("The whole 1777 campaign, 24 turns (B4, B5)")}};
}

void BlockView::addMenus(QMenuBar& /*bar*/) {}

void BlockView::addViewActions(QMenu& view) {
    QAction* fit = view.addAction(tr("&Fit the Map"), this, [this] { m_map->fitBoard(); });
    fit->setShortcut(QKeySequence(Qt::Key_0));
}

void BlockView::addHelpActions(QMenu& help) {
    QAction* charts = help.addAction(tr("&Charts"), this, [this] { openCharts(); });
    charts->setShortcut(QKeySequence::HelpContents);
    charts->setToolTip(tr("The sequence of play, action points, supply, the battle in brief and the tables"));
    help.addAction(tr("Map &Legend"), this, [this] { openCharts()->showPage(tr("Map Legend")); });
}

BlockChartsWindow* BlockView::openCharts() {
    if (!m_charts) m_charts = new BlockChartsWindow(QDir(m_dataDir).filePath(QStringLiteral("tables.json")), &m_window);
    m_charts->show();
    m_charts->raise();
    return m_charts;
}

void BlockView::install() {
    auto* orders = new QWidget;
    auto* layout = new QVBoxLayout(orders);
    m_standing = new QLabel(orders);
    m_standing->setWordWrap(true);
    m_status = new QLabel(orders);
    m_status->setObjectName(QStringLiteral("blockStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText);
    m_choices = new QListWidget(orders);
    m_choices->setWordWrap(true);
    m_choices->setToolTip(tr("Your choices now: double-click one to play it"));
    connect(m_choices, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { playChoice(m_choices->row(item)); });
    auto* buttons = new QHBoxLayout;
    m_stop = new QPushButton(tr("Stop the Move"), orders);
    m_stop->setToolTip(tr("The group on the move stops where it is (B6)"));
    m_endMovement = new QPushButton(tr("End Movement"), orders);
    m_endMovement->setToolTip(tr("Your movement ends; the AP left are lost (B5, B6)"));
    m_forceMarch = new QPushButton(tr("Force March"), orders);
    m_forceMarch->setCheckable(true);
    m_forceMarch->setToolTip(tr("After normal movement: a leader who has moved goes one point further for 1 AP and a die; "
                                "each unit with him rolls to follow (B12.2, an optional rule)"));
    connect(m_stop, &QPushButton::clicked, this, [this] { play(order(K::Stop)); });
    connect(m_endMovement, &QPushButton::clicked, this, [this] { play(order(K::EndMovement)); });
    connect(m_forceMarch, &QPushButton::clicked, this, [this] { toggleForceMarch(); });
    buttons->addWidget(m_stop);
    buttons->addWidget(m_forceMarch);
    buttons->addWidget(m_endMovement);
    layout->addWidget(m_standing);
    layout->addWidget(m_status);
    layout->addLayout(buttons);
    layout->addWidget(m_choices, 1);
    m_window.addDock(tr("Orders"), QStringLiteral("blockOrdersDock"), orders, Qt::RightDockWidgetArea);
    m_log = new QListWidget;
    m_log->setWordWrap(true);
    m_window.addDock(tr("Log"), QStringLiteral("blockLogDock"), m_log, Qt::RightDockWidgetArea);
}

void BlockView::setPlayers(std::optional<ai::BotSpec> american, std::optional<ai::BotSpec> british) {
    m_computer->setPlayer(0, american);
    m_computer->setPlayer(1, british);
    m_screenSide.reset();
    m_window.showState();
    m_computer->schedule();
}

void BlockView::gameReplaced() {
    m_selected.clear();
    m_screenSide.reset();
    m_lastMover.reset();
    m_outcomeShown = false;
    m_outcomeText.clear();
    m_computer->stop();
    m_window.showState();
    m_computer->schedule();
}

std::optional<block::Side> BlockView::viewer() const {
    if (!m_session->hasGame() || m_session->isOver()) return std::nullopt;
    const bool american = !m_computer->plays(0), british = !m_computer->plays(1);
    if (american != british) return american ? block::Side::American : block::Side::British;
    if (!american) return block::Side::American;  // the computer plays both: the screen follows the American
    if (m_session->hotseat() && m_screenSide) return m_screenSide;
    const int player = m_session->toMove();
    if (player >= 0) return block::sideOfPlayer(player);
    return m_lastMover.value_or(block::Side::American);
}

bool BlockView::personToAct() const {
    const int player = m_session->toMove();
    const auto side = viewer();
    return player >= 0 && !m_computer->plays(player) && side && block::sideOfPlayer(player) == *side;
}

bool BlockView::play(const block::BlockAction& action) {
    if (!personToAct()) return false;
    QString error;
    m_lastMover = block::sideOfPlayer(m_session->toMove());
    if (!m_session->play(action, &error)) {
        m_window.complain(error);
        return false;
    }
    m_selected.clear();
    m_forceMarching = false;
    return true;
}

std::vector<block::BlockAction> BlockView::forceMarches(const std::string& leader) const {
    std::vector<block::BlockAction> out;
    if (!personToAct()) return out;
    for (const block::BlockAction& a : m_session->legalActions())
        if (a.kind == K::ForceMarch && (leader.empty() || a.block == leader)) out.push_back(a);
    return out;
}

void BlockView::toggleForceMarch() {
    m_forceMarching = !m_forceMarching && !forceMarches().empty();
    m_selected.clear();
    if (m_forceMarching) {
        // One leader able to march: he is picked at once.
        const auto marches = forceMarches();
        if (std::all_of(marches.begin(), marches.end(), [&](const block::BlockAction& a) { return a.block == marches.front().block; }))
            m_selected = marches.front().block;
    }
    m_window.showState();
}

QString BlockView::describe(const block::BlockAction& action) const {
    const auto side = viewer().value_or(block::Side::American);
    return describeFor(m_session->game(), m_session->state(), action, side);
}

void BlockView::showState() {
    if (!m_session->hasGame()) return;
    if (const auto side = viewer()) m_session->setLogSide(*side);
    showBoard();
    showBattle();
    showChoices();
    showLog();
}

void BlockView::showBoard() {
    const block::BlockState& s = m_session->state();
    const auto side = viewer();
    if (!side) {
        m_scene->setPicture(revealedPicture(m_data, s));
        return;
    }
    const block::BlockView seen = m_session->game().view(s, sideIndex(*side));
    // The reach of a group is the mover's own choice: shown to him alone.
    const bool own = m_session->toMove() == sideIndex(*side);
    BoardPicture picture = pictureOfView(m_data, seen, own ? m_session->legalActions() : std::vector<block::BlockAction>{});
    // B12.2: the leader picked to force march, the units that may follow him, the points he may reach.
    if (m_forceMarching && !m_selected.empty() && s.ledGroups.count(m_selected)) {
        PickedGroup group;
        group.point = s.piece(m_selected).at;
        group.blocks.push_back(m_selected);
        const auto& with = s.ledGroups.at(m_selected);
        group.blocks.insert(group.blocks.end(), with.begin(), with.end());
        for (const block::BlockAction& a : forceMarches(m_selected)) {
            ReachablePoint reach;
            reach.point = a.at;
            reach.apCost = m_data.tables.forceMarch.apCost;
            if (const block::Connection* road = m_data.map.connection(group.point, a.at)) {
                reach.road = road->road;
                reach.crossing = road->crossesWater();
            }
            group.reachable.push_back(reach);
        }
        picture.picked = group;
    }
    m_scene->setPicture(picture);
}

void BlockView::showBattle() {
    const block::BlockState& s = m_session->state();
    if (!s.battle) {
        if (m_middle->isTabEnabled(1)) m_middle->setCurrentIndex(0);
        m_middle->setTabEnabled(1, false);
        return;
    }
    const block::Side side = viewer().value_or(block::Side::American);
    const block::Battle seen = viewer() ? block::battleView(*s.battle, side) : *s.battle;
    m_battle->setPicture(battlePictureOf(m_data, seen, side));
    if (!m_middle->isTabEnabled(1)) {
        m_middle->setTabEnabled(1, true);
        m_middle->setCurrentIndex(1);
    }
}

bool BlockView::battleShown() const { return m_middle->currentWidget() == m_battle; }

void BlockView::showLog() {
    const auto side = viewer().value_or(block::Side::American);
    const auto& entries = m_session->log();
    // Rebuilt only when it changed in length: a taken-back action rewrites the tail.
    m_log->clear();
    QStringList lines;
    for (const BlockLogEntry& e : entries) lines << tr("Turn %1 · %2").arg(e.turn).arg(e.text[sideIndex(side)]);
    m_log->addItems(lines);
    m_log->scrollToBottom();
}

QString BlockView::standing() const {
    const block::BlockState& s = m_session->state();
    QString text = tr("Turn %1 of %2 · British AP %3 · American AP %4").arg(s.turn).arg(m_data.scenario.turns).arg(s.ap[1]).arg(s.ap[0]);
    // A6: Arnold's own AP are the American's to know (his name tells the British he is in play).
    if (s.arnoldAp && viewer() != block::Side::British) text += tr(" (+%1 Arnold's)").arg(s.arnoldAp);
    if (s.rolls.size() >= 2)
        text += tr(" · AP dice: British %1, American %2 (B5) · %3 moves first").arg(s.rolls[0]).arg(s.rolls[1]).arg(sideText(s.first));
    if (const auto side = viewer()) text += tr(" · The screen shows the %1 player's view").arg(sideText(*side));
    return text;
}

QString BlockView::instruction() const {
    const block::BlockState& s = m_session->state();
    if (m_session->isOver()) return m_outcomeText;
    const int player = m_session->toMove();
    if (player < 0) return tr("The dice are rolled (B5).");
    const block::Side mover = block::sideOfPlayer(player);
    if (m_computer->plays(player))
        return tr("The %1 computer %2.").arg(sideText(mover), m_computer->thinking() ? tr("is thinking") : tr("plays its next action"));
    if (!personToAct()) return tr("The %1 player is to act.").arg(sideText(mover));
    const auto legal = m_session->legalActions();
    switch (s.step) {
    case block::Step::StLegerChoice: return tr("Choose up to 2 At Start units to go with St. Leger, then say it is done (B12.3).");
    case block::Step::PlaceMilitia: {
        const int left = static_cast<int>(std::count_if(s.pieces.begin(), s.pieces.end(), [](const block::Piece& p) { return p.at == block::kUnplaced; }));
        if (!m_selected.empty())
            return tr("Click the point where %1 stands (B4: one a point in New York and the Grants, two in Massachusetts).")
                .arg(QString::fromStdString(m_data.roster.block(m_selected)->name));
        return tr("Place your militia: click a militia block in the tray, then a point; %1 left to place (B4).").arg(left);
    }
    case block::Step::ClintonSend: return tr("Clinton threatens the Hudson: send 4 regulars or artillery of 10 SP to the Hudson River/West Point box (B8).");
    case block::Step::ClintonReturn: return tr("Bring your units back from the Hudson: pick one, then Albany or a point with an American leader (B8).");
    case block::Step::Movement:
        if (m_forceMarching)
            return m_selected.empty() ? tr("Force march: click a leader who has moved this turn (B12.2).")
                                      : tr("Force march %1: click a ringed point; 1 AP and a die, even goes, then a die for each unit with him (B12.2).")
                                            .arg(QString::fromStdString(m_data.roster.block(m_selected)->name));
        if (s.activation)
            return tr("Click a ringed point to step there, a block at the leader's point to take or drop it, or Stop the Move (B6).");
        // B12.1: a block in a holding box comes out when clicked there (A43).
        if (std::any_of(legal.begin(), legal.end(), [](const block::BlockAction& a) { return a.kind == K::Release; }))
            return tr("Click a leader or a block to activate it for 1 AP (%1 AP left), a block in a holding box to put it on the map at its "
                      "leader's point, or End Movement (B6, B12.1).")
                .arg(s.ap[sideIndex(mover)]);
        return tr("Click a leader or a block to activate it for 1 AP (%1 AP left), or End Movement (B6).").arg(s.ap[sideIndex(mover)]);
    case block::Step::OverrunRetreat: return tr("Overrun: click the point your blocks retreat to (B9.3, B10).");
    case block::Step::ChooseBattle: return tr("Click the point of the battle you fight next (B9).");
    case block::Step::BattleLeave: return tr("Click the point your blocks leave the battle for (B10).");
    case block::Step::Battle: {
        const block::Battle& b = *s.battle;
        switch (b.step) {
        case block::BattleStep::Deploy: {
            for (const block::Fighter& f : b.fighters)
                if (f.side == mover && !f.deployed)
                    return tr("Deploy %1: click your Left, Center, Right or Reserve on the battle board (B9.1: an infantry or artillery block in each "
                              "of the three first).")
                        .arg(QString::fromStdString(m_data.roster.block(f.block)->name));
            return tr("Deploy your blocks on the battle board (B9.1).");
        }
        case block::BattleStep::Act: return tr("Round %1: choose a block to fire or move, or end your part of the round (B9.4-B9.6).").arg(b.round);
        case block::BattleStep::Decide: return tr("Withdraw or fight on (B9.10).");
        case block::BattleStep::AllocateHits: return tr("Take %1 hit(s): choose the block that takes each (B9.6).").arg(b.fire.hits);
        case block::BattleStep::ChooseFleeing: return tr("Choose the militia that flee to the Reserve (B9.7).");
        default: break;
        }
        break;
    }
    default: break;
    }
    Q_UNUSED(legal);
    return QString::fromStdString(m_session->game().summary(s));
}

QString BlockView::statusText() const { return m_status ? m_status->text() : QString(); }

void BlockView::showChoices() {
    if (!m_session->hasGame()) return;
    m_standing->setText(standing());
    m_status->setText(QStringLiteral("<b>%1</b>").arg(instruction().toHtmlEscaped()));
    m_choices->clear();
    m_choiceActions.clear();
    const bool mine = personToAct();
    const auto legal = mine ? m_session->legalActions() : std::vector<block::BlockAction>{};
    std::set<std::string> picks;
    for (const block::BlockAction& a : legal) {
        if (static_cast<int>(m_choiceActions.size()) >= kMostChoicesListed) break;
        // A block placed by its point: listed once to be picked, its points then read on the map.
        if ((a.kind == K::PlaceMilitia || a.kind == K::ReturnFromHudson) && a.block != m_selected) {
            if (!picks.insert(a.block).second) continue;
            block::BlockAction pick;
            pick.kind = a.kind;
            pick.block = a.block;
            m_choiceActions.push_back(pick);
            m_choices->addItem(tr("Pick %1, then click its point on the map").arg(QString::fromStdString(m_data.roster.block(a.block)->name)));
            continue;
        }
        m_choiceActions.push_back(a);
        m_choices->addItem(describe(a));
    }
    m_stop->setEnabled(std::any_of(legal.begin(), legal.end(), [](const block::BlockAction& a) { return a.kind == K::Stop; }));
    m_endMovement->setEnabled(std::any_of(legal.begin(), legal.end(), [](const block::BlockAction& a) { return a.kind == K::EndMovement; }));
    const bool canMarch = std::any_of(legal.begin(), legal.end(), [](const block::BlockAction& a) { return a.kind == K::ForceMarch; });
    m_forceMarch->setVisible(m_session->state().options.forceMarch);
    m_forceMarch->setEnabled(canMarch);
    m_forceMarch->setChecked(m_forceMarching && canMarch);
}

bool BlockView::playChoice(int row) {
    if (row < 0 || row >= static_cast<int>(m_choiceActions.size())) return false;
    const block::BlockAction& a = m_choiceActions[static_cast<std::size_t>(row)];
    if ((a.kind == K::PlaceMilitia || a.kind == K::ReturnFromHudson) && a.at.empty()) {
        m_selected = a.block;
        showChoices();
        return true;
    }
    return play(a);
}

bool BlockView::clickBlock(const std::string& id) {
    if (!personToAct() || id.empty()) return false;
    if (m_forceMarching) {
        if (forceMarches(id).empty()) return false;
        m_selected = id;
        m_window.showState();
        return true;
    }
    for (const block::BlockAction& a : m_session->legalActions()) {
        if (a.block != id) continue;
        // B12.1: a block clicked in its leader's holding box comes out onto the map (A43).
        if (a.kind == K::Activate || a.kind == K::Take || a.kind == K::Drop || a.kind == K::StLeger || a.kind == K::SendToHudson || a.kind == K::Release)
            return play(a);
        if (a.kind == K::PlaceMilitia || a.kind == K::ReturnFromHudson) {
            // Picked: its point is the next click's.
            m_selected = id;
            showChoices();
            return true;
        }
    }
    return false;
}

void BlockView::clickPlace(const std::string& id) {
    if (!personToAct()) return;
    const auto legal = m_session->legalActions();
    const block::BlockAction* chosen = nullptr;
    for (const block::BlockAction& a : legal) {
        if (a.at != id) continue;
        // B12.2: with the Force March order given, a point is the picked leader's march, and nothing else.
        if (m_forceMarching != (a.kind == K::ForceMarch)) continue;
        if (a.kind == K::ForceMarch) {
            if (a.block != m_selected) continue;
            chosen = &a;
            break;
        }
        if ((a.kind == K::PlaceMilitia || a.kind == K::ReturnFromHudson) && !m_selected.empty() && a.block != m_selected) continue;
        if (a.kind == K::PlaceMilitia || a.kind == K::ReturnFromHudson || a.kind == K::Step || a.kind == K::Retreat || a.kind == K::Fight) {
            chosen = &a;
            break;
        }
    }
    if (chosen) play(*chosen);
}

void BlockView::clickBattlePosition(BattlePosition position) {
    if (!personToAct()) return;
    for (const block::BlockAction& a : m_session->legalActions())
        if (a.kind == K::Battle && a.battle && a.battle->kind == BK::Deploy && static_cast<int>(a.battle->position) == static_cast<int>(position)) {
            play(a);
            return;
        }
}

bool BlockView::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::MouseButtonRelease) return GameView::eventFilter(watched, event);
    const QPoint at = static_cast<QMouseEvent*>(event)->position().toPoint();
    if (watched == m_battle) {
        const block::Side side = viewer().value_or(block::Side::American);
        for (const BattlePosition p : {BattlePosition::Left, BattlePosition::Center, BattlePosition::Right, BattlePosition::Reserve})
            if (m_battle->positionRect(side, p).contains(at)) clickBattlePosition(p);
        return false;
    }
    if (watched == m_map->viewport()) {
        for (QGraphicsItem* item : m_map->items(at)) {
            // A block with nothing to do gives the click to the point it stands on.
            if (item->type() == BlockItem::kKind && clickBlock(static_cast<BlockItem*>(item)->block().id)) return false;
            if (item->type() == PointItem::kKind) {
                clickPlace(static_cast<PointItem*>(item)->point().id);
                return false;
            }
            if (item->type() == BoxItem::kKind) {
                clickPlace(static_cast<BoxItem*>(item)->box().id);
                return false;
            }
        }
        // A click on a point's stack of enemy blocks: the point under them.
        const QPointF scenePos = m_map->mapToScene(at);
        for (const block::Point& p : m_data.map.points)
            if (const PointItem* item = m_scene->pointItem(p.id); item && QLineF(item->pos(), scenePos).length() < CampaignMapScene::kBlockSize) {
                clickPlace(p.id);
                return false;
            }
    }
    return GameView::eventFilter(watched, event);
}

void BlockView::showOutcome() {
    if (!m_session->hasGame() || !m_session->isOver()) return;
    const block::BlockState& s = m_session->state();
    int lost[2] = {0, 0};
    for (std::size_t i = 0; i < s.pieces.size(); ++i) lost[sideIndex(m_data.roster.blocks[i].side)] += s.pieces[i].lost;
    const QString winner = s.winner ? tr("The %1 player wins").arg(sideText(*s.winner)) : tr("No winner");
    // The ending names its rule; one that does not is read under B11.
    const QString ending = QString::fromStdString(s.ending);
    m_outcomeText = tr("%1 on turn %2: %3. SP lost: British %4, American %5. Every block is revealed.")
                        .arg(winner)
                        .arg(s.turn)
                        .arg(ending.contains(QStringLiteral("B11")) ? ending : tr("%1 (B11)").arg(ending))
                        .arg(lost[1])
                        .arg(lost[0]);
    m_status->setText(QStringLiteral("<b>%1</b>").arg(m_outcomeText.toHtmlEscaped()));
    if (m_outcomeShown) return;
    m_outcomeShown = true;
    auto* box = new QMessageBox(QMessageBox::Information, tr("The game is over"), m_outcomeText, QMessageBox::Ok, &m_window);
    box->setObjectName(QStringLiteral("blockOutcome"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

QString BlockView::undoRefusal() const {
    if (m_computer->thinking()) return tr("the computer is thinking: wait for its answer");
    // Hotseat: the other player's choices, hidden from this one, stand (B3).
    if (m_session->hotseat() && m_lastMover && viewer() && *m_lastMover != *viewer())
        return tr("the %1 player's last action is his own, made behind the curtain").arg(sideText(*m_lastMover));
    return {};
}

CurtainCall BlockView::curtainCall() {
    const bool people = !m_computer->plays(0) && !m_computer->plays(1);
    if (!m_session->hasGame() || !m_session->hotseat() || !people || m_session->isOver()) return {CurtainCall::Kind::Lift, {}, {}};
    const int player = m_session->toMove();
    if (player < 0) return {CurtainCall::Kind::Keep, {}, {}};
    const block::Side next = block::sideOfPlayer(player);
    if (m_screenSide && *m_screenSide == next) return {CurtainCall::Kind::Keep, {}, {}};
    const block::BlockState& s = m_session->state();
    const QString name = sideText(next);
    const QString reason =
        s.step == block::Step::Battle && s.battle && s.battle->step == block::BattleStep::Deploy
            ? tr("Hidden deployment (B9.1): the %1 player stands his blocks on the battle board unseen.").arg(sideText(next))
            : tr("Hidden blocks (B3): the screen shows the %1 player's own blocks, and the enemy's as their colour only.").arg(sideText(next));
    return {CurtainCall::Kind::Cover, name, reason};
}

void BlockView::curtainOpened() {
    const int player = m_session->toMove();
    if (player >= 0) m_screenSide = block::sideOfPlayer(player);
    m_window.showState();
}

std::optional<NewGameChoice> BlockView::chooseNewGame(QWidget* parent) {
    BlockNewGameDialog dialog(m_data, parent);
    const auto preferences = settings::Preferences::load();
    dialog.setHotseat(preferences.hotseat);
    dialog.setPlayer(block::Side::American, preferences.americanPlayer);
    dialog.setPlayer(block::Side::British, preferences.britishPlayer);
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    const auto american = BlockNewGameDialog::botOf(dialog.playerId(block::Side::American));
    const auto british = BlockNewGameDialog::botOf(dialog.playerId(block::Side::British));
    m_computer->setPlayer(0, american);
    m_computer->setPlayer(1, british);
    return NewGameChoice{dialog.scenarioId(), dialog.options(), dialog.seed(), dialog.hotseat() && !american && !british};
}

QWidget* BlockView::openReplay(const QString& path, QString* error) {
    auto* replay = BlockReplayWindow::load(m_data, path, error, &m_window);
    if (replay) replay->show();
    return replay;
}

QWidget* BlockView::replayThisGame() {
    if (!m_session->hasGame()) return nullptr;
    const QString title = m_session->filePath().isEmpty() ? tr("Untitled") : QFileInfo(m_session->filePath()).fileName();
    auto* replay = new BlockReplayWindow(m_data, m_session->match(), title, viewer(), &m_window);
    replay->show();
    return replay;
}

}  // namespace tricorne::app
